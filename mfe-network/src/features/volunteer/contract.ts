// Volunteer applications: a member applies, staff read them and export them. Each call's access, rules and answer
// (decision 016). Server and API docs only; browsers import this file as a type.
import { contract } from 'shared-api/contract';
import { Paged } from 'shared-api/shapes';
import { schema, VOLUNTEER_KINDS, type InferType, type VolunteerKind } from 'shared-api/validation';
import { idsQuery, pageQuery, searchQuery, sortQuery } from 'shared-api/validation/calls';
import { dayRangeRules } from 'shared-api/validation/days';
import { volunteerCalls } from './calls';
import { StaffVolunteerApplication, VolunteerApplication } from './shapes';
import { volunteerSchema } from './validation';

export const VOLUNTEER_APPLICATIONS_PER_PAGE = 25;

/** The columns the staff's list of applications can be sorted by. */
export const VOLUNTEER_APPLICATION_SORTS = ['created_at', 'name', 'kind'] as const;

/** A kind of application, or (empty) every kind. */
const kindOrAny: readonly ('' | VolunteerKind)[] = ['', ...VOLUNTEER_KINDS.map((k) => k.value)];

/** The staff list's filter: a kind of application, days (Asia/Karachi), both ends included, and what staff searched for. */
const volunteerFilterQuery = schema
  .object({
    for: schema
      .string()
      .trim()
      .oneOf(kindOrAny, `for must be one of ${VOLUNTEER_KINDS.map((k) => k.value).join(', ')}`),
    ...dayRangeRules(),
  })
  .concat(searchQuery());
export type VolunteerFilterInput = InferType<typeof volunteerFilterQuery>;

export const volunteerContract = contract('volunteering', volunteerCalls, {
  applyToVolunteer: {
    access: 'member',
    profile: 'complete',
    owns: 'self',
    summary: 'Apply to volunteer: chapter contributor, university ambassador, meetup host or speaker/trainer',
    description: 'Needs a complete profile (403 otherwise).',
    body: volunteerSchema,
    answer: VolunteerApplication,
    status: 201,
  },
  getVolunteerApplications: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Volunteer applications, newest first unless sorted otherwise, by kind and by day; searched by the applicant’s name, e-mail, phone or MEMBER ID (staff and admin)',
    description: '`for` is a kind of application; `from` and `to` are days (YYYY-MM-DD, Karachi time), both included.',
    query: pageQuery(VOLUNTEER_APPLICATIONS_PER_PAGE).concat(volunteerFilterQuery).concat(sortQuery(VOLUNTEER_APPLICATION_SORTS, 'created_at')),
    answer: Paged(StaffVolunteerApplication),
  },
  downloadVolunteerApplications: {
    access: 'staff',
    tags: ['staff'],
    summary: 'The same applications, or just the selected ones (`ids`), as a CSV file for a spreadsheet (staff and admin)',
    description: 'Every application of the filter, newest first. Cells a spreadsheet would run as a formula are prefixed with an apostrophe.',
    query: volunteerFilterQuery.concat(idsQuery()),
    answer: { file: 'text/csv' },
  },
});
