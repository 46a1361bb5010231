import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextShadow, useScrollShadow } from './useScrollShadow';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  vi.useRealTimers();
  scrollTo(0);
});

describe('the header scroll shadow', () => {
  it('shows past 16 px and goes back at 0 px, keeping its state in between', () => {
    expect(nextShadow(false, 16)).toBe(false);
    expect(nextShadow(false, 17)).toBe(true);
    expect(nextShadow(true, 8)).toBe(true);
    expect(nextShadow(true, 1)).toBe(true);
    expect(nextShadow(true, 0)).toBe(false);
  });

  it('follows the page scroll, read at most every 150 ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useScrollShadow());
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(150);
      scrollTo(40);
    });
    expect(result.current).toBe(true);
    // Within 150 ms of the last read: read once the throttle's time is up.
    act(() => scrollTo(0));
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(200);
      scrollTo(10);
    });
    expect(result.current).toBe(false);
  });
});
