// Staff make the conference editions: saved as drafts with their speakers, schedule, sponsors and FAQs, previewed,
// published now or at a time to come, and taken back to drafts. Each call's access, rules and answer (decision 016).
// Server and API docs only; browsers import this file as a type.
import { contract } from '../contract';
import { conferenceAdminCalls } from '../calls/conferences-admin';
import { StaffConference, StaffConferenceList } from '../shapes/conferences-admin';
import { Conference } from '../shapes/content';
import { conferenceSchema } from '../validation/conferences';
import { idParams } from '../validation/calls';
import { publishSchema } from '../validation/publishing';

const conferenceParams = idParams({ conferenceId: 'a conference' });

export const conferenceAdminContract = contract('staff', conferenceAdminCalls, {
  getStaffConferences: { access: 'staff', summary: 'Every conference edition, the latest dates first, with its state', answer: StaffConferenceList },
  getStaffConference: { access: 'staff', summary: 'A conference edition as its form shows it', params: conferenceParams, answer: StaffConference },
  createConference: {
    access: 'staff',
    summary: 'Make a conference edition, as a draft, with its speakers, schedule, sponsors and FAQs; audited',
    description: 'The slug is made from the title, with -2, -3… when another edition has or had it. Nobody but staff sees a draft. Pictures are the caller’s uploads.',
    body: conferenceSchema,
    answer: StaffConference,
    status: 201,
  },
  updateConference: {
    access: 'staff',
    summary: 'Save a conference edition with its lists, all or nothing; its slug follows the title until it is first published, and stays after; audited',
    params: conferenceParams,
    body: conferenceSchema,
    answer: StaffConference,
  },
  getConferencePreview: {
    access: 'staff',
    summary: 'The edition as visitors will see it once published (GET conferences/{slug}’s answer), draft or not',
    params: conferenceParams,
    answer: Conference,
  },
  publishConference: {
    access: 'staff',
    summary: 'Publish an edition now, or schedule it: visitors and the header see it from publish_at (a time to come); audited',
    params: conferenceParams,
    body: publishSchema,
    answer: StaffConference,
  },
  unpublishConference: {
    access: 'staff',
    summary: 'Make a published or scheduled edition a draft again, hidden from visitors and the header; audited',
    params: conferenceParams,
    answer: StaffConference,
  },
});
