import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
