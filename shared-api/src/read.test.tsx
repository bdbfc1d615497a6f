import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from './client';
import { defineQuery, useRead } from './read';

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('useRead (the public site’s reads)', () => {
  it('loads on mount and answers the call’s data', async () => {
    const load = jest.fn().mockResolvedValue({ message: '', data: ['a post'] });
    const { result } = renderHook(() => useRead(defineQuery(['content', 'blogs', 1], load)));
    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(['a post']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again when the key changes, and never shows an older key’s late answer', async () => {
    const first = deferred<{ message: string; data: string }>();
    const second = deferred<{ message: string; data: string }>();
    const calls = [first, second];
    const { result, rerender } = renderHook(({ page }) => useRead(defineQuery(['blogs', page], () => calls[page - 1].promise)), { initialProps: { page: 1 } });
    rerender({ page: 2 });
    expect(result.current.status).toBe('pending');
    await act(async () => second.resolve({ message: '', data: 'page two' }));
    await act(async () => first.resolve({ message: '', data: 'page one' }));
    expect(result.current.data).toBe('page two');
  });

  it('keeps the failure for the frame and loads again on refetch', async () => {
    const load = jest.fn().mockRejectedValueOnce(new ApiError('Busy.', 503)).mockResolvedValueOnce({ message: '', data: 'ok' });
    const { result } = renderHook(() => useRead(defineQuery(['x'], load)));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect((result.current.error as ApiError).status).toBe(503);
    act(() => void result.current.refetch());
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
