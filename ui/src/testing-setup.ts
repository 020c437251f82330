import { configure } from '@testing-library/dom';
import { vi } from 'vitest';

/**
 * Set up before every front-end package's component tests (their vitest.config.ts). In the full
 * run every package's tests share two cores, and a screen can take longer than testing-library's
 * default second to show what a test waits for (`findBy…`, `waitFor`): those waits last up to 5 s,
 * inside a test time limit of 15 s. A test whose screen never shows still fails, only later.
 */
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });
