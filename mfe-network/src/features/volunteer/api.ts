// Volunteer applications in the browser (second spec §2.7): the calls through their contract (decision 016), the
// names of the staff's reads in the query cache, and the member's write, one hook (bulletproof-react's
// features/<feature>/api). An application changes no read of the member's; staff read the applications
// (volunteerKeys) on their own page, so nothing is left to refresh after one.
import { call, download } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { useMutation } from 'shared-api/query';
import { volunteerCalls } from './calls';
import type { volunteerContract } from './contract';
import type { VolunteerInput } from './validation';

const volunteers = typedCalls<typeof volunteerContract>(volunteerCalls, { call, download });

/**
 * An application with `for` and `description`. A profile that is not complete is refused (403) with the
 * incomplete-profile message; the page checks completeness first and shows the notice instead.
 */
export const applyToVolunteer = (input: VolunteerInput) => volunteers.applyToVolunteer({ body: input });

export interface VolunteerApplicationsFilter {
  /** one kind of application (VOLUNTEER_KINDS' values) */
  for?: string;
  /** first and last day, YYYY-MM-DD, Karachi time */
  from?: string;
  to?: string;
  /** the applicant's name, e-mail, phone or MEMBER ID */
  q?: string;
}

/** What a staff list of volunteer applications shows: a filter, an order and a page. */
export interface VolunteerApplicationsQuery extends VolunteerApplicationsFilter {
  sort?: 'created_at' | 'name' | 'kind';
  dir?: 'asc' | 'desc';
  page?: number;
  per_page?: number;
}

/** The names of these reads in the query cache: staff reads, refreshed with every other after a staff change. */
export const volunteerKeys = {
  all: ['staff', 'volunteers'] as const,
  list: (query: VolunteerApplicationsQuery) => ['staff', 'volunteers', query] as const,
};

/** Staff and admin: volunteer applications, newest first unless sorted otherwise, with who applied. */
export const getVolunteerApplications = (query: VolunteerApplicationsQuery = {}) => volunteers.getVolunteerApplications({ query });

/** Staff and admin: the same filter's volunteer applications, or just the selected ones, as a CSV file. */
export const downloadVolunteerApplications = ({ ids, ...filter }: VolunteerApplicationsFilter & { ids?: number[] } = {}) =>
  volunteers.downloadVolunteerApplications({ query: { ...filter, ids: ids?.length ? ids.join(',') : undefined } });

// ---- Writes ----

/** A member's application: staff read the applications; nothing the member reads changes. */
export const useApplyToVolunteer = () => useMutation({ mutationFn: (input: VolunteerInput) => applyToVolunteer(input) });
