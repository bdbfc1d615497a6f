import { ApiError, sessionStore } from 'shared-api';
import { failure, mockApi, ok } from '@test/mock-api';
import { applyToVolunteer, downloadVolunteerApplications } from './api';

afterEach(() => sessionStore.getState().signOut());

describe('volunteering and its staff export', () => {
  it('an application posts for and description', async () => {
    let sent: unknown;
    mockApi({
      'POST /api/user/volunteer': ({ body }) => {
        sent = body;
        return { status: 201, ...ok({ id: 1, for: 'speaker', description: 'About me', created_at: '2026-11-23T10:00:00.000Z' }, 'Thank you for volunteering!') };
      },
    });
    const result = await applyToVolunteer({ for: 'speaker', description: 'About me' });
    expect(sent).toEqual({ for: 'speaker', description: 'About me' });
    expect(result.message).toBe('Thank you for volunteering!');
  });

  it('the export is fetched with the token, and a refusal is the server’s message', async () => {
    sessionStore.getState().signIn('token-9', { name: 'Zainab Hussain' } as never);
    const seen: Array<string | null> = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(`${new URL(request.url).pathname}${new URL(request.url).search} ${request.headers.get('authorization')}`);
      return new Response('\uFEFF"Applied"\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });
    }) as typeof fetch;
    const file = await downloadVolunteerApplications({ for: 'meetup', from: '', to: '2026-11-23' });
    expect(await file.text()).toContain('"Applied"');
    expect(seen).toEqual(['/api/staff/volunteers.csv?for=meetup&to=2026-11-23 Bearer token-9']);

    mockApi({ 'GET /api/staff/volunteers.csv': failure(403, 'You do not have access to this page.') });
    const refused = downloadVolunteerApplications();
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 403, message: 'You do not have access to this page.' });
  });
});
