import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './afterFirstPaint';

const paintEntry = [{ name: 'first-contentful-paint' }] as unknown as PerformanceEntryList;

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the first contentful paint, then runs the task once', () => {
    vi.useFakeTimers();
    let report: (() => void) | undefined;
    class Observer {
      static supportedEntryTypes = ['paint'];
      constructor(callback: () => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    const entries = vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    const task = vi.fn();
    afterFirstPaint(task);
    report?.();
    expect(task).not.toHaveBeenCalled();
    entries.mockReturnValue(paintEntry);
    report?.();
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs on the next task when the page has painted already', () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue(paintEntry);
    const task = vi.fn();
    afterFirstPaint(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after three seconds on a page that never paints anything contentful', () => {
    vi.useFakeTimers();
    class Observer {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    const task = vi.fn();
    afterFirstPaint(task);
    vi.advanceTimersByTime(2999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
