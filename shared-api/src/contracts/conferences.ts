// The conference editions' pages, as data (a new edition is a new row, not new code), and each edition as a calendar
// event: each call's access, rules and answer (decision 016). Server and API docs only; browsers import this file as
// a type.
import * as yup from 'yup';
import { contract } from '../contract';
import { conferenceCalls } from '../calls/conferences';
import { Conference } from '../shapes/content';

const slugParams = yup.object({
  slug: yup.string().trim().max(100).matches(/^[a-z0-9-]+$/, 'Not a conference address').required(),
});

export const conferenceContract = contract('conferences', conferenceCalls, {
  getConference: {
    access: 'public',
    summary: 'A conference edition: overview, speakers, schedule by day, venue, sponsors and FAQs',
    params: slugParams,
    answer: Conference,
  },
  getConferenceCalendar: {
    access: 'public',
    summary: 'The conference as a calendar event (text/calendar)',
    params: slugParams,
    answer: { file: 'text/calendar' },
  },
});
