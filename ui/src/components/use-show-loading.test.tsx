import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShowLoading } from './use-show-loading';

describe('useShowLoading (fetch minimum delay 200 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing for a load that ends within 200 ms', () => {
    const { result, rerender } = renderHook(({ loading }) => useShowLoading(loading), {
      initialProps: { loading: true },
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(150));
    rerender({ loading: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });

  it('shows a longer load after 200 ms and keeps it at least 200 ms', () => {
    const { result, rerender } = renderHook(({ loading }) => useShowLoading(loading), {
      initialProps: { loading: true },
    });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(50));
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(149));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });
});
