import Cookies from 'js-cookie';
import { sessionStore, USER_DETAILS_COOKIE } from './session';
import type { LoginResult } from './types';

const answer: LoginResult = {
  token: 't'.repeat(40),
  member_id: 'm-7f3a',
  is_profile_completed: false,
  phone: '+92 300 1234567',
  name: 'Sana Malik',
  email: 'sana.malik@example.org',
  role: 'member',
  language: null,
};

const cookie = () => JSON.parse(Cookies.get(USER_DETAILS_COOKIE) ?? 'null');

afterEach(() => sessionStore.getState().signOut());

test('the script-readable user_details cookie keeps only what the shell decides with', () => {
  const { token, ...details } = answer;
  sessionStore.getState().signIn(token, details);
  expect(cookie()).toEqual({ member_id: 'm-7f3a', is_profile_completed: false, role: 'member' });
  expect(document.cookie).not.toMatch(/sana|1234567/i);

  sessionStore.getState().updateUser({ ...details, is_profile_completed: true });
  expect(cookie()).toEqual({ member_id: 'm-7f3a', is_profile_completed: true, role: 'member' });
  expect(sessionStore.getState().user).toEqual(cookie());
});

test("an earlier release's cookie with the e-mail and phone is rewritten without them when the site loads", () => {
  const { token: _token, ...details } = answer;
  Cookies.set(USER_DETAILS_COOKIE, JSON.stringify(details));
  jest.isolateModules(() => {
    const fresh = require('./session') as typeof import('./session');
    expect(fresh.sessionStore.getState().user).toEqual({ member_id: 'm-7f3a', is_profile_completed: false, role: 'member' });
  });
  expect(cookie()).toEqual({ member_id: 'm-7f3a', is_profile_completed: false, role: 'member' });
});
