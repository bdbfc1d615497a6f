import { act, renderHook, waitFor } from '@testing-library/react';
import { failure, mockApi, ok } from '@test/mock-api';
import { sessionStore } from 'shared-api';
import { directoryKeys } from 'shared-api/directory';
import { infiniteDirectoryPages, useInfiniteQuery } from 'shared-api/query';
import { getPeers, getPublicMember, getPublicPeers } from './api';
import type { DirectoryPage } from './shapes';
import { skillIdsOf, skillsParam } from './skills-filter';

afterEach(() => sessionStore.getState().signOut());

const pageAnswer = (page: number, last: number): DirectoryPage => ({
  items: [],
  pagination: { current_page: page, last_page: last, per_page: 12, total: last * 12, next_cursor: page < last ? `c${page + 1}` : null },
});

describe('the directory’s calls', () => {
  it('send several skills joined with +, the rate value, the name and the page; leave out what is empty or any', async () => {
    const api = mockApi({ 'GET /api/public-peers': ok(pageAnswer(1, 1)), 'GET /api/peers': ok(pageAnswer(2, 3)) });
    await getPublicPeers();
    await getPublicPeers({ skills: skillsParam([3, 7]), hourly_rate: '1,500', q: 'ayesha' });
    await getPeers({ skills: '', hourly_rate: 'any', q: '' }, { page: 2, cursor: 'Mi4xMg' });
    expect(api.calls).toEqual([
      'GET /api/public-peers?page=1',
      'GET /api/public-peers?skills=3%2B7&hourly_rate=1%2C500&q=ayesha&page=1',
      'GET /api/peers?page=2&cursor=Mi4xMg',
    ]);
  });

  it('read the skills filter back from an address, however its + arrived', () => {
    expect(skillIdsOf('3+7')).toEqual([3, 7]);
    expect(skillIdsOf('3 7,7')).toEqual([3, 7]);
    expect(skillIdsOf('x+0+-2+5')).toEqual([5]);
    expect(skillIdsOf(undefined)).toEqual([]);
  });

  it('key a list by its filters as sent, so equal filters share one cache entry', () => {
    expect(directoryKeys.peers({ hourly_rate: 'any', q: '' })).toEqual(directoryKeys.peers({}));
    expect(directoryKeys.publicPeers({ skills: '3+7' })).not.toEqual(directoryKeys.peers({ skills: '3+7' }));
  });

  it('an infinite list asks for each next page with the cursor the page before answered, until the last', async () => {
    const api = mockApi({ 'GET /api/peers': ({ url }) => ok(pageAnswer(Number(url.searchParams.get('page')), 3)) });
    const { result } = renderHook(() =>
      useInfiniteQuery(infiniteDirectoryPages(directoryKeys.peers({ q: 'ali' }), (page) => getPeers({ q: 'ali' }, page))),
    );
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    expect(result.current.hasNextPage).toBe(false);
    expect(api.calls).toEqual(['GET /api/peers?q=ali&page=1', 'GET /api/peers?q=ali&page=2&cursor=c2', 'GET /api/peers?q=ali&page=3&cursor=c3']);
  });

  it('a hidden member’s profile fails as not found', async () => {
    mockApi({ 'GET /api/member/abc%20def': failure(404, 'This member profile was not found.') });
    await expect(getPublicMember('abc def')).rejects.toMatchObject({ status: 404, message: 'This member profile was not found.' });
  });
});
