import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Each component test starts from an empty document and the real fetch (tests stub it per case).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
