// The conference editions' pages, as data, and each edition as a calendar event: the calls' one written path
// (decision 016).
import { calls } from '../contract';

export const conferenceCalls = calls({
  getConference: 'GET /conferences/:slug',
  getConferenceCalendar: 'GET /conferences/:slug/calendar.ics (file)',
});
