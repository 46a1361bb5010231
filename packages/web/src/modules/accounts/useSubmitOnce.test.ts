import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitOnce } from './useSubmitOnce';

describe('useSubmitOnce', () => {
  it('ignores a second submit while the first is out, and takes the next one after', async () => {
    let finish = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSubmitOnce(send));
    const first = result.current({ email: 'a@example.com' });
    const second = result.current({ email: 'a@example.com' });
    await second;
    expect(send).toHaveBeenCalledTimes(1);
    finish();
    await first;
    const third = result.current({ email: 'a@example.com' });
    finish();
    await third;
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('takes a submit again after one that failed', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useSubmitOnce(send));
    await expect(result.current({})).rejects.toThrow('offline');
    await result.current({});
    expect(send).toHaveBeenCalledTimes(2);
  });
});
