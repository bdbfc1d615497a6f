// The conference editions: visitors read an edition's page, as data, and its dates as a calendar event; staff make
// the editions (drafts, previews, publishing now or at a time, unpublishing). The calls' one written path
// (decision 016). Tiny, so the pages bundle it.
import { calls } from 'shared-api/contract';

export const conferenceCalls = calls({
  getConference: 'GET /conferences/:slug',
  getConferenceCalendar: 'GET /conferences/:slug/calendar.ics (file)',

  getStaffConferences: 'GET /staff/conferences',
  getStaffConference: 'GET /staff/conferences/:conferenceId',
  createConference: 'POST /staff/conferences',
  updateConference: 'POST /staff/conferences/:conferenceId',
  getConferencePreview: 'GET /staff/conferences/:conferenceId/preview',
  publishConference: 'POST /staff/conferences/:conferenceId/publish',
  unpublishConference: 'POST /staff/conferences/:conferenceId/unpublish',
});
