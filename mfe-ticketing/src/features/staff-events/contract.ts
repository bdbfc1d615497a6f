// Staff write events: the event with its packages, speakers, sponsors and gallery, saved as a draft, previewed and
// published, and its registrations opened or closed. Each call's access, rules and answer (decision 016). Server and
// API docs only; browsers import this file as a type.
import { contract } from 'shared-api/contract';
import { idParams } from 'shared-api/validation/calls';
import { eventAdminCalls } from './calls';
import { Type } from 'shared-api/shapes';
import { EventPreview, StaffEvent, StaffEventDetail } from './shapes';
import { eventSchema } from './staff-validation';

const eventParams = idParams({ eventId: 'an event' });

export const eventAdminContract = contract('staff', eventAdminCalls, {
  getStaffEvents: { access: 'staff', summary: 'Every event, latest first, with its paid and pending orders', answer: Type.Array(StaffEvent) },
  getStaffEvent: { access: 'staff', summary: 'An event as its form shows it, with each package’s seats taken', params: eventParams, answer: StaffEventDetail },
  createEvent: {
    access: 'staff',
    summary: 'Create an event, as a draft, with its packages, speakers, sponsors and gallery, and what its booking asks (content is sanitized HTML; pictures are the caller’s uploads); audited',
    description: 'Members and visitors do not see a draft anywhere (lists, its page, the header’s featured event) until it is published (publishEvent).',
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
  getEventPreview: {
    access: 'staff',
    summary: 'The event’s page as visitors will see it once published (GET events/{eventId}’s answer), draft or not, and whether it is published',
    params: eventParams,
    answer: EventPreview,
  },
  publishEvent: { access: 'staff', summary: 'Publish a draft: members and visitors see the event from now on; audited', params: eventParams, answer: StaffEventDetail },
  unpublishEvent: {
    access: 'staff',
    summary: 'Make a published event a draft again, hidden from members and visitors; audited',
    description: 'Refused (409) while members hold pending or paid orders for it: their tickets lead to its page. Close registrations instead.',
    params: eventParams,
    answer: StaffEventDetail,
  },
});
