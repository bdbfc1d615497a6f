import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from './client';
import { pageOf } from '@test/api';
import { onlineManager } from '@tanstack/react-query';
import { infinitePages, queryClient, retryUnreachable, useInfiniteQuery, useMutation, useQuery } from './query';
import { defineQuery } from './read';

describe('the query client of signed-in pages', () => {
  it('shares one read between every component that shows it', async () => {
    const load = jest.fn().mockResolvedValue({ message: '', data: { name: 'Ayesha Khan' } });
    const one = renderHook(() => useQuery(defineQuery(['profile'], load)));
    const two = renderHook(() => useQuery(defineQuery(['profile'], load)));
    await waitFor(() => expect(two.result.current.data).toEqual({ name: 'Ayesha Khan' }));
    expect(one.result.current.data).toEqual({ name: 'Ayesha Khan' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again after a change invalidates the key', async () => {
    const load = jest.fn().mockResolvedValueOnce({ message: '', data: 'before' }).mockResolvedValueOnce({ message: '', data: 'after' });
    const { result } = renderHook(() => useQuery(defineQuery(['profile'], load)));
    await waitFor(() => expect(result.current.data).toBe('before'));
    await act(() => queryClient.invalidateQueries({ queryKey: ['profile'] }));
    await waitFor(() => expect(result.current.data).toBe('after'));
  });

  it('sends a change even when the browser says it is offline, so a failure is told at once instead of waiting', async () => {
    const call = jest.fn().mockRejectedValue(new ApiError('An error occurred while making the request. Please try again later.', 0));
    onlineManager.setOnline(false);
    try {
      const { result } = renderHook(() => useMutation({ mutationFn: call }));
      await act(() => result.current.mutateAsync().catch(() => undefined));
      expect(call).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(result.current.isError).toBe(true));
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('retries a read once when the server could not be reached, never after the server answered', () => {
    expect(retryUnreachable(0, new ApiError('An error occurred while making the request. Please try again later.', 0))).toBe(true);
    expect(retryUnreachable(1, new ApiError('An error occurred while making the request. Please try again later.', 0))).toBe(false);
    expect(retryUnreachable(0, new ApiError('Not found.', 404))).toBe(false);
    expect(retryUnreachable(0, new ApiError('Something went wrong on our side. Please try again later.', 500))).toBe(false);
  });

  it('asks for the next page of a list until the last one', async () => {
    const load = jest.fn((page: number) => Promise.resolve({ data: pageOf([`member ${page}`], { page, perPage: 1, total: 2 }) }));
    const { result } = renderHook(() => useInfiniteQuery(infinitePages(['peers'], load)));
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.hasNextPage).toBe(false);
    expect(load).toHaveBeenNthCalledWith(2, 2);
  });
});
