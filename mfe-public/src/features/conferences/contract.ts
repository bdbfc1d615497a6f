// The conference editions: visitors read an edition's page, as data (a new edition is a new row, not new code), and
// its dates as a calendar event; staff save editions as drafts with their speakers, schedule, sponsors and FAQs,
// preview them, publish them now or at a time to come, and take them back to drafts. Each call's access, rules and
// answer (decision 016). Server and API docs only; browsers import this file as a type.
import { contract } from 'shared-api/contract';
import { schema } from 'shared-api/validation';
import { idParams } from 'shared-api/validation/calls';
import { publishSchema } from 'shared-api/validation/publishing';
import { conferenceCalls } from './calls';
import { Conference, StaffConference, StaffConferenceList } from './shapes';
import { conferenceSchema } from './staff-validation';

const slugParams = schema.object({
  slug: schema.string().trim().max(100).matches(/^[a-z0-9-]+$/, 'Not a conference address').required(),
});

const conferenceParams = idParams({ conferenceId: 'a conference' });

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

  // ---- Staff: editions saved as drafts, previewed, published now or at a time to come, and taken back to drafts
  getStaffConferences: { access: 'staff', tags: ['staff'], summary: 'Every conference edition, the latest dates first, with its state', answer: StaffConferenceList },
  getStaffConference: { access: 'staff', tags: ['staff'], summary: 'A conference edition as its form shows it', params: conferenceParams, answer: StaffConference },
  createConference: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Make a conference edition, as a draft, with its speakers, schedule, sponsors and FAQs; audited',
    description: 'The slug is made from the title, with -2, -3… when another edition has or had it. Nobody but staff sees a draft. Pictures are the caller’s uploads.',
    body: conferenceSchema,
    answer: StaffConference,
    status: 201,
  },
  updateConference: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Save a conference edition with its lists, all or nothing; its slug follows the title until it is first published, and stays after; audited',
    params: conferenceParams,
    body: conferenceSchema,
    answer: StaffConference,
  },
  getConferencePreview: {
    access: 'staff',
    tags: ['staff'],
    summary: 'The edition as visitors will see it once published (GET conferences/{slug}’s answer), draft or not',
    params: conferenceParams,
    answer: Conference,
  },
  publishConference: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Publish an edition now, or schedule it: visitors and the header see it from publish_at (a time to come); audited',
    params: conferenceParams,
    body: publishSchema,
    answer: StaffConference,
  },
  unpublishConference: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Make a published or scheduled edition a draft again, hidden from visitors and the header; audited',
    params: conferenceParams,
    answer: StaffConference,
  },
});
