import { renderHook, waitFor } from '@testing-library/react';
import { failure, mockApi, ok } from '@test/mock-api';
import { pageOf } from '@test/api';
import { ApiError } from './client';
import { getProfile, profileKeys } from './profile';
import { useQuery } from './query';
import { defineQuery, useRead } from './read';
import { sessionStore } from './session';
import { getEvents, ticketingKeys } from './ticketing';

afterEach(() => sessionStore.getState().signOut());

describe('reads through the real client, answered at the HTTP edge', () => {
  it('a public read asks for its page and gets the envelope’s data', async () => {
    const api = mockApi({ 'GET /api/events': ({ url }) => ok(pageOf([{ id: Number(url.searchParams.get('page')) }])) });
    const { result } = renderHook(() => useRead(defineQuery(ticketingKeys.events(2), () => getEvents(2))));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.items).toEqual([{ id: 2 }]);
    expect(api.calls).toEqual(['GET /api/events?page=2']);
  });

  it('a signed-in read sends the token, and a rejected token ends the session', async () => {
    sessionStore.getState().signIn('token-1', { name: 'Ayesha Khan' } as never);
    const seen: Array<string | null> = [];
    mockApi({
      'GET /api/user/profile': ({ headers }) => {
        seen.push(headers.get('authorization'));
        return failure(401, 'Your session has ended. Please sign in again.');
      },
    });
    const { result } = renderHook(() => useQuery(defineQuery(profileKeys.profile, getProfile)));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(seen).toEqual(['Bearer token-1']);
    expect((result.current.error as ApiError).message).toBe('Your session has ended. Please sign in again.');
    expect(sessionStore.getState().token).toBeFalsy();
  });
});
