import 'fake-indexeddb/auto';
import { generateKeyPairSync, sign, webcrypto } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, sessionStore } from 'shared-api';
import { renderPage } from '@test/render';
import { getStaffEvents } from '../../../staff-events/requests';
import { answer } from '../../../testing/fixtures';
import { checkInApi } from '../../api';
import { keepPack } from '../../offline/door';
import { readQueue } from '../../offline/store';
import type { DoorPack } from '../../shapes';
import StaffCheckInPage from './index';
import { NOT_KEPT } from './use-door';

// The door page on a phone prepared for offline use: with no network it answers from the phone's list, as the server
// would, and says so; a server that does not answer is the same as none. The phone's storage is a real IndexedDB
// (fake-indexeddb); the server is the test's edge.
jest.mock('../../../staff-events/requests', () => ({ ...jest.requireActual('../../../staff-events/requests'), getStaffEvents: jest.fn() }));
jest.mock('./decode', () => ({ frameReader: jest.fn(), readQrPhoto: jest.fn(), preloadQrReader: jest.fn() }));
// The service worker is the browser's: a page test cannot register one.
jest.mock('../../offline/page-cache', () => ({ keepPageOffline: jest.fn(async () => ({ kept: 1, failed: [] })), pageKeptOffline: jest.fn(async () => true), forgetPage: jest.fn() }));
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const keys = generateKeyPairSync('ed25519');
const codeOf = (ticket: number) => `T${ticket}.7.3.${sign(null, Buffer.from(`ticket:${ticket}:7:3`), keys.privateKey).toString('base64url')}`;
const EVENT = { id: 7, title: 'Freelance Fest Karachi 2027', start_date: '2099-06-01T04:00:00.000Z', end_date: '2099-06-02T12:00:00.000Z' };
const STAFF_ID = 'staff0000000042';

const pack = (): DoorPack => ({
  device: { id: '0b7f8f4e-6d1a-4c53-9a51-3f1f2a8e9c10', name: 'Gate 1', staff: 'Zainab Hussain', prepared_at: '2099-06-01T03:00:00.000Z', last_sync_at: null, revoked_at: null, admitted_offline: 0 },
  event: EVENT,
  public_key: (keys.publicKey.export({ format: 'der', type: 'spki' }) as Buffer).subarray(-32).toString('base64url'),
  packages: [{ id: 3, name: 'Standard pass' }],
  tickets: [
    { id: 1, holder: 'Bilal Ahmed', package_id: 3, state: 'valid', checked_in_at: null, old_code: null },
    { id: 2, holder: 'Sana Malik', package_id: 3, state: 'refunded', checked_in_at: null, old_code: null },
  ],
  synced_at: '2099-06-01T03:00:00.000Z',
});

let online = true;
beforeAll(() => Object.defineProperty(window.navigator, 'onLine', { get: () => online, configurable: true }));
beforeEach(async () => {
  online = true;
  jest.spyOn(checkInApi, 'getCheckInCount').mockResolvedValue(answer({ checked_in: 0, sold: 2 }));
  jest.spyOn(checkInApi, 'getOfflineDoors').mockResolvedValue(answer({ devices: [], conflicts: [] }));
  jest.spyOn(checkInApi, 'syncDoor').mockRejectedValue(new ApiError('No connection', 0));
  jest.mocked(getStaffEvents).mockResolvedValue(answer([{ ...EVENT, published: true, paid: 2, pending: 0 }]));
  sessionStore.getState().signIn('token-of-staff-1234567890', { member_id: STAFF_ID, role: 'staff', is_profile_completed: true });
  await keepPack(pack(), STAFF_ID, new Date('2099-06-01T03:00:00.000Z'));
});
afterEach(async () => {
  jest.restoreAllMocks();
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('pafla-offline-door');
    request.onsuccess = resolve;
    request.onerror = resolve;
  });
});

const open = async () => {
  const user = userEvent.setup();
  renderPage(<StaffCheckInPage />, { path: '/staff/check-in', at: '/staff/check-in?event=7' });
  // The door this phone keeps for the event, read from its storage.
  expect(await screen.findByLabelText('Offline status', {}, { timeout: 5000 })).toBeInTheDocument();
  return { user, field: screen.getByLabelText('Ticket code') };
};
const resultPanel = () => screen.getByRole('status', { name: 'Check-in result' });

it('with no network, admits a valid ticket from the phone’s list and queues it, and refuses a refunded one with its reason', async () => {
  online = false;
  const checkIn = jest.spyOn(checkInApi, 'checkInTicket');
  const { user, field } = await open();
  await user.type(field, `${codeOf(1)}{Enter}`);
  expect(await within(resultPanel()).findByText('Bilal Ahmed is checked in.')).toBeInTheDocument();
  expect(within(resultPanel()).getByText(/Decided by this phone with no network/)).toBeInTheDocument();
  await user.type(field, `${codeOf(2)}{Enter}`);
  expect(await within(resultPanel()).findByText('This ticket was refunded: it does not admit anyone.')).toBeInTheDocument();
  expect(checkIn).not.toHaveBeenCalled();
  expect((await readQueue(`${STAFF_ID}:7`)).map((q) => q.ticket_id)).toEqual([1]);
  expect(screen.getAllByText(/1 admission waiting to be sent/).length).toBeGreaterThan(0);
});

it('online, asks the server naming the phone, and answers from the list when the server cannot be reached', async () => {
  const checkIn = jest.spyOn(checkInApi, 'checkInTicket').mockRejectedValue(new ApiError('No connection', 0));
  const { user, field } = await open();
  await user.type(field, `${codeOf(1)}{Enter}`);
  expect(await within(resultPanel()).findByText('Bilal Ahmed is checked in.')).toBeInTheDocument();
  expect(checkIn).toHaveBeenCalledWith({ body: { event_id: 7, code: codeOf(1), device_id: pack().device.id } });
  expect(within(resultPanel()).getByText(/Decided by this phone with no network/)).toBeInTheDocument();
});

it('refuses, rather than admits unrecorded, when the phone cannot write its admission', async () => {
  online = false;
  const { user, field } = await open();
  // Signed out in another tab: the phone's database is deleted under the page.
  await new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase('pafla-offline-door');
    request.onsuccess = resolve;
    request.onerror = reject;
  });
  await user.type(field, `${codeOf(1)}{Enter}`);
  expect(await within(resultPanel()).findByText(NOT_KEPT)).toBeInTheDocument();
  expect(await readQueue(`${STAFF_ID}:7`)).toEqual([]);
});
