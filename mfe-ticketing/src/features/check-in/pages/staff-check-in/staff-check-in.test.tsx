import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { renderPage } from '@test/render';
import { getStaffEvents } from '../../../staff-events/requests';
import { answer } from '../../../testing/fixtures';
import { checkInApi } from '../../api';
import type { Attendee, CheckIn } from '../../shapes';
import { frameReader, readQrPhoto } from './decode';
import { COUNT_EVERY_MS } from './DoorCount';
import StaffCheckInPage from './index';

jest.mock('../../../staff-events/requests', () => ({ ...jest.requireActual('../../../staff-events/requests'), getStaffEvents: jest.fn() }));
// The edge where pixels become a code: the camera's frames and a photo are read by this module alone.
jest.mock('./decode', () => ({ frameReader: jest.fn(), readQrPhoto: jest.fn() }));
const eventsMock = jest.mocked(getStaffEvents);
// The door's calls, watched where the feature makes them; made again before each test, since the camera's tests
// restore every spy after theirs.
let checkInMock: jest.SpiedFunction<typeof checkInApi.checkInTicket>;
let checkInAttendeeMock: jest.SpiedFunction<typeof checkInApi.checkInAttendee>;
let countMock: jest.SpiedFunction<typeof checkInApi.getCheckInCount>;
let searchMock: jest.SpiedFunction<typeof checkInApi.searchAttendees>;
const frameReaderMock = jest.mocked(frameReader);
const readPhotoMock = jest.mocked(readQrPhoto);

const EVENTS = [
  { id: 7, title: 'Freelance Fest Karachi 2027', start_date: '2027-06-01T04:00:00.000Z', end_date: '2027-06-02T12:00:00.000Z', published: true, paid: 3, pending: 1 },
  { id: 8, title: 'Freelancers Meetup Lahore', start_date: '2027-07-01T12:00:00.000Z', end_date: '2027-07-01T15:00:00.000Z', published: true, paid: 1, pending: 0 },
];
const AT = '/staff/check-in?event=7';
const OTHER_EVENT = 'This ticket is for Freelancers Meetup Lahore, not Freelance Fest Karachi 2027.';

const result = (kind: CheckIn['result'], holder = 'Ayesha Siddiqui'): CheckIn => ({
  result: kind,
  checked_in_at: '2027-06-01T05:10:00.000Z',
  holder,
  event: 'Freelance Fest Karachi 2027',
  package: 'Standard pass',
});
const attendee = (extra: Partial<Attendee> = {}): Attendee => ({
  ticket_id: 31,
  order_id: 12,
  holder: 'Bilal Ahmed',
  package: 'Standard pass',
  cnic_ending: '5673',
  checked_in_at: null,
  ...extra,
});

beforeEach(() => {
  jest.clearAllMocks();
  checkInMock = jest.spyOn(checkInApi, 'checkInTicket');
  checkInAttendeeMock = jest.spyOn(checkInApi, 'checkInAttendee');
  countMock = jest.spyOn(checkInApi, 'getCheckInCount');
  searchMock = jest.spyOn(checkInApi, 'searchAttendees');
  eventsMock.mockResolvedValue(answer(EVENTS));
  countMock.mockResolvedValue(answer({ checked_in: 3, sold: 40 }));
  searchMock.mockResolvedValue(answer({ attendees: [], more: false }));
});

const open = (at = AT) => {
  const user = userEvent.setup();
  renderPage(<StaffCheckInPage />, { path: '/staff/check-in', at });
  return { user, field: screen.getByLabelText('Ticket code') as HTMLInputElement };
};
const resultPanel = () => screen.getByRole('status', { name: 'Check-in result' });

describe('check-in by code', () => {
  it('checks the typed code in, and a second time says when the holder came in', async () => {
    checkInMock.mockResolvedValueOnce(answer(result('checked-in'))).mockResolvedValueOnce(answer(result('already')));
    const { user, field } = open();
    await user.type(field, ' T17.abc ');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await within(resultPanel()).findByText('Ayesha Siddiqui is checked in.')).toBeInTheDocument();
    expect(within(resultPanel()).getByText('Checked in')).toBeInTheDocument();
    expect(checkInMock).toHaveBeenCalledWith({ body: { event_id: 7, code: 'T17.abc' } });
    await user.type(field, 'T17.abc{Enter}');
    // "at" once: the time says it.
    expect(await within(resultPanel()).findByText(/^Ayesha Siddiqui was already checked in on 01 June 2027(,| at) 10:10 AM\.$/)).toBeInTheDocument();
    expect(within(resultPanel()).getByText('Already checked in')).toBeInTheDocument();
  });

  it('gives the focus back to the emptied field after each entry, for the next code', async () => {
    checkInMock.mockResolvedValue(answer(result('checked-in')));
    const { user, field } = open();
    await user.type(field, 'T17.abc');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await within(resultPanel()).findByText('Ayesha Siddiqui is checked in.');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('');
    await user.keyboard('T18.def{Enter}');
    await waitFor(() => expect(checkInMock).toHaveBeenLastCalledWith({ body: { event_id: 7, code: 'T18.def' } }));
  });

  it('keeps a refused code in the focused field, selected, so the next code replaces it', async () => {
    checkInMock.mockRejectedValueOnce(new ApiError('This is not a valid ticket code.', 422, { code: 'This is not a valid ticket code.' }));
    checkInMock.mockResolvedValueOnce(answer(result('checked-in')));
    const { user, field } = open();
    await user.type(field, 'T17.forged{Enter}');
    expect(await within(resultPanel()).findByText('This is not a valid ticket code.')).toBeInTheDocument();
    expect(within(resultPanel()).getByText('Refused')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'T17.forged'.length]);
    await user.keyboard('T17.good{Enter}');
    await waitFor(() => expect(checkInMock).toHaveBeenLastCalledWith({ body: { event_id: 7, code: 'T17.good' } }));
  });

  it('does not let a phone capitalise, correct, check or complete the case-sensitive code, and its key says Go', () => {
    const { field } = open();
    expect(field).toHaveAttribute('autocapitalize', 'off');
    expect(field).toHaveAttribute('autocorrect', 'off');
    expect(field).toHaveAttribute('spellcheck', 'false');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).toHaveAttribute('enterkeyhint', 'go');
  });

  it('needs a code', async () => {
    const { user, field } = open();
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Please enter the ticket code')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(checkInMock).not.toHaveBeenCalled();
  });

  it('asks for the event first, and checks in for the one chosen', async () => {
    checkInMock.mockResolvedValue(answer(result('checked-in')));
    const { user, field } = open('/staff/check-in');
    await user.type(field, 'T17.abc{Enter}');
    expect(await within(resultPanel()).findByText('Please choose the event')).toBeInTheDocument();
    expect(checkInMock).not.toHaveBeenCalled();
    // The typed code waits for the choice.
    await user.selectOptions(await screen.findByLabelText('Event'), '8');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(checkInMock).toHaveBeenCalledWith({ body: { event_id: 8, code: 'T17.abc' } });
  });

  it('brings Check in back into view, clear of the scan bar, once the result above has pushed it down', async () => {
    checkInMock.mockResolvedValue(answer(result('checked-in')));
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    try {
      const { user, field } = open();
      const button = screen.getByRole('button', { name: 'Check in' });
      await user.type(field, 'T17.abc{Enter}');
      await within(resultPanel()).findByText('Ayesha Siddiqui is checked in.');
      await waitFor(() => expect(scrolled.mock.contexts).toContain(button));
      expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    } finally {
      scrolled.mockRestore();
    }
  });

  it('refuses a ticket for another event, naming that event', async () => {
    checkInMock.mockRejectedValue(new ApiError(OTHER_EVENT, 422, { code: OTHER_EVENT }));
    const { user, field } = open();
    await user.type(field, 'T18.other{Enter}');
    expect(await within(resultPanel()).findByText(OTHER_EVENT)).toBeInTheDocument();
    expect(within(resultPanel()).getByText('Refused')).toBeInTheDocument();
  });
});

describe('the event', () => {
  // 10:00 in Karachi on the Karachi fest's first day.
  const ON_THE_DAY = new Date('2027-06-01T05:00:00.000Z');

  it('opens at the door of the event happening today', async () => {
    jest.useFakeTimers({ now: ON_THE_DAY, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      renderPage(<StaffCheckInPage />, { path: '/staff/check-in', at: '/staff/check-in' });
      await waitFor(() => expect(screen.getByLabelText('Event')).toHaveValue('7'));
      expect(await screen.findByText('3 of 40 checked in')).toBeInTheDocument();
      expect(countMock).toHaveBeenCalledWith({ params: { id: 7 } });
    } finally {
      jest.useRealTimers();
    }
  });

  it("never overrides staff's choice with today's event, and checks in for the event the box shows", async () => {
    jest.useFakeTimers({ now: ON_THE_DAY, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      checkInMock.mockResolvedValue(answer(result('checked-in')));
      // The list arrives only after staff have chosen: today's event (7) must not take the door back.
      let arrive: (events: typeof EVENTS) => void = () => undefined;
      eventsMock.mockReturnValue(new Promise((resolve) => (arrive = (events) => resolve(answer(events)))));
      const { user, field } = open('/staff/check-in');
      const box = screen.getByLabelText('Event');
      await act(async () => arrive(EVENTS));
      await waitFor(() => expect(box).toHaveValue('7'));
      await user.selectOptions(box, '8');
      await user.type(field, 'T17.abc{Enter}');
      expect(checkInMock).toHaveBeenLastCalledWith({ body: { event_id: 8, code: 'T17.abc' } });
      expect(box).toHaveValue('8');
      // Choosing none is a choice too: the door asks for the event rather than going back to today's.
      await user.selectOptions(box, '');
      expect(box).toHaveValue('');
      await user.type(field, 'T17.abc{Enter}');
      expect(await within(resultPanel()).findByText('Please choose the event')).toBeInTheDocument();
      expect(checkInMock).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the event the address names, and chooses none when no event happens today', async () => {
    jest.useFakeTimers({ now: ON_THE_DAY, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const view = renderPage(<StaffCheckInPage />, { path: '/staff/check-in', at: '/staff/check-in?event=8' });
      await screen.findByRole('option', { name: /Freelance Fest Karachi 2027/ });
      expect(screen.getByLabelText('Event')).toHaveValue('8');
      view.unmount();
      jest.setSystemTime(new Date('2027-06-20T05:00:00.000Z'));
      renderPage(<StaffCheckInPage />, { path: '/staff/check-in', at: '/staff/check-in' });
      await screen.findByRole('option', { name: /Freelance Fest Karachi 2027/ });
      expect(screen.getByLabelText('Event')).toHaveValue('');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the count', () => {
  it('shows how many are checked in of those sold, and reads it again after a check-in', async () => {
    countMock.mockResolvedValueOnce(answer({ checked_in: 3, sold: 40 })).mockResolvedValue(answer({ checked_in: 4, sold: 40 }));
    checkInMock.mockResolvedValue(answer(result('checked-in')));
    const { user, field } = open();
    expect(await screen.findByText('3 of 40 checked in')).toBeInTheDocument();
    expect(countMock).toHaveBeenCalledWith({ params: { id: 7 } });
    await user.type(field, 'T17.abc{Enter}');
    expect(await screen.findByText('4 of 40 checked in')).toBeInTheDocument();
  });

  it('keeps its place while it loads, so the code form below does not move under a press', async () => {
    let arrive: (value: Awaited<ReturnType<typeof checkInApi.getCheckInCount>>) => void = () => undefined;
    countMock.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    open();
    const placeholder = await screen.findByText('0 of 0 checked in');
    expect(placeholder).not.toBeVisible();
    expect(placeholder.parentElement).toHaveAttribute('aria-busy', 'true');
    await act(async () => arrive(answer({ checked_in: 3, sold: 40 })));
    expect(await screen.findByText('3 of 40 checked in')).toBeVisible();
  });

  it('reads the count again every 15 seconds while the page is open', async () => {
    jest.useFakeTimers();
    try {
      renderPage(<StaffCheckInPage />, { path: '/staff/check-in', at: AT });
      expect(await screen.findByText('3 of 40 checked in')).toBeInTheDocument();
      const reads = countMock.mock.calls.length;
      countMock.mockResolvedValue(answer({ checked_in: 9, sold: 40 }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(COUNT_EVERY_MS);
      });
      expect(countMock.mock.calls.length).toBe(reads + 1);
      expect(await screen.findByText('9 of 40 checked in')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('search', () => {
  it('finds attendees by what staff type, and checks one in from the list', async () => {
    searchMock.mockResolvedValueOnce(answer({ attendees: [attendee()], more: false })).mockResolvedValue(answer({ attendees: [attendee({ checked_in_at: '2027-06-01T05:10:00.000Z' })], more: false }));
    checkInAttendeeMock.mockResolvedValue(answer(result('checked-in', 'Bilal Ahmed')));
    const { user } = open();
    await user.type(screen.getByLabelText('Find an attendee'), 'bilal');
    const row = await screen.findByRole('listitem', { name: 'Bilal Ahmed' });
    expect(searchMock).toHaveBeenLastCalledWith({ params: { id: 7 }, query: { q: 'bilal' } });
    expect(row).toHaveTextContent('Standard pass · Order #12 · CNIC …5673');
    await user.click(within(row).getByRole('button', { name: 'Check in Bilal Ahmed' }));
    expect(checkInAttendeeMock).toHaveBeenCalledWith({ params: { id: 7, ticketId: 31 } });
    expect(await within(resultPanel()).findByText('Bilal Ahmed is checked in.')).toBeInTheDocument();
    expect(await within(screen.getByRole('listitem', { name: 'Bilal Ahmed' })).findByText('Checked in 01 June 2027 at 10:10 AM')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in Bilal Ahmed' })).not.toBeInTheDocument();
  });

  it('names no CNIC for a holder whose event did not ask for one', async () => {
    searchMock.mockResolvedValue(answer({ attendees: [attendee({ cnic_ending: '' })], more: false }));
    const { user } = open();
    await user.type(screen.getByLabelText('Find an attendee'), 'bilal');
    const row = await screen.findByRole('listitem', { name: 'Bilal Ahmed' });
    expect(row).toHaveTextContent('Standard pass · Order #12');
    expect(row).not.toHaveTextContent('CNIC');
  });

  it('says when nothing matches, and when more match than are listed', async () => {
    searchMock.mockImplementation(async ({ query }) => answer(query?.q === 'zz' ? { attendees: [], more: false } : { attendees: [attendee()], more: true }));
    const { user } = open();
    const search = screen.getByLabelText('Find an attendee');
    await user.type(search, 'zz');
    expect(await screen.findByText('No paid ticket of this event matches “zz”.')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'khan');
    expect(await screen.findByText('More tickets match: type more of the name or number.')).toBeInTheDocument();
  });
});

describe('scanning', () => {
  it('checks in the code of a photo at once', async () => {
    readPhotoMock.mockResolvedValue('T17.fromphoto');
    checkInMock.mockResolvedValue(answer(result('checked-in')));
    const { user } = open();
    await user.upload(screen.getByLabelText('Scan a photo'), new File(['png'], 'ticket.png', { type: 'image/png' }));
    expect(await within(resultPanel()).findByText('Ayesha Siddiqui is checked in.')).toBeInTheDocument();
    expect(checkInMock).toHaveBeenCalledWith({ body: { event_id: 7, code: 'T17.fromphoto' } });
  });

  it('says so when a photo has no QR code, and sends nothing', async () => {
    readPhotoMock.mockResolvedValue(null);
    const { user } = open();
    await user.upload(screen.getByLabelText('Scan a photo'), new File(['png'], 'blurry.png', { type: 'image/png' }));
    expect(await within(resultPanel()).findByText('No QR code was found in the photo. Take it again, closer and steady, or type the code.')).toBeInTheDocument();
    expect(checkInMock).not.toHaveBeenCalled();
  });

  describe('with the camera', () => {
    const stop = jest.fn();
    let seen: string | null = 'T17.abc';
    beforeEach(() => {
      seen = 'T17.abc';
      Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: jest.fn().mockResolvedValue({ getTracks: () => [{ stop }] }) } });
      jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
      jest.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
      frameReaderMock.mockResolvedValue(async () => seen);
    });
    afterEach(() => {
      jest.restoreAllMocks();
      Reflect.deleteProperty(navigator, 'mediaDevices');
    });

    it('checks a scanned code in at once, sends it once while it stays in view, and sends the next ticket', async () => {
      checkInMock.mockResolvedValueOnce(answer(result('checked-in'))).mockResolvedValueOnce(answer(result('checked-in', 'Bilal Ahmed')));
      const { user } = open();
      await user.click(screen.getByRole('button', { name: 'Scan with the camera' }));
      await waitFor(() => expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false }));
      expect(await within(resultPanel()).findByText('Ayesha Siddiqui is checked in.')).toBeInTheDocument();
      expect(checkInMock).toHaveBeenCalledWith({ body: { event_id: 7, code: 'T17.abc' } });
      // Several frames later, the same QR still in view has not been sent again.
      await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
      expect(checkInMock).toHaveBeenCalledTimes(1);
      seen = 'T18.next';
      expect(await within(resultPanel()).findByText('Bilal Ahmed is checked in.')).toBeInTheDocument();
      expect(checkInMock).toHaveBeenLastCalledWith({ body: { event_id: 7, code: 'T18.next' } });
      await user.click(screen.getByRole('button', { name: 'Stop the camera' }));
      expect(stop).toHaveBeenCalled();
    });
  });
});
