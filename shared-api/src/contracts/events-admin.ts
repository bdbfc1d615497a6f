// Staff write events: the event with its packages, speakers, sponsors and gallery, and its registrations opened or
// closed. Each call's access, rules and answer (decision 016). Server and API docs only; browsers import this file as
// a type.
import { contract } from '../contract';
import { eventAdminCalls } from '../calls/events-admin';
import { StaffEventDetail } from '../shapes/events-admin';
import { eventSchema } from '../validation/events';
import { idParams } from '../validation/calls';

const eventParams = idParams({ eventId: 'an event' });

export const eventAdminContract = contract('staff', eventAdminCalls, {
  getStaffEvent: { access: 'staff', summary: 'An event as its form shows it, with each package’s seats taken', params: eventParams, answer: StaffEventDetail },
  createEvent: {
    access: 'staff',
    summary: 'Create an event with its packages, speakers, sponsors and gallery (content is sanitized HTML; pictures are the caller’s uploads); audited',
    body: eventSchema,
    answer: StaffEventDetail,
    status: 201,
  },
  updateEvent: {
    access: 'staff',
    summary: 'Save an event: a booked package cannot be removed nor get fewer seats than are taken; tickets keep the prices they were booked at; audited',
    params: eventParams,
    body: eventSchema,
    answer: StaffEventDetail,
  },
  closeRegistrations: { access: 'staff', summary: 'Close registrations: members can no longer book; audited', params: eventParams, answer: StaffEventDetail },
  openRegistrations: { access: 'staff', summary: 'Open registrations again; audited', params: eventParams, answer: StaffEventDetail },
});
