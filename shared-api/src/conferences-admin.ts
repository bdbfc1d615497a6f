// Staff make the conference editions (drafts, previews, publishing now or at a time, unpublishing). Bundled by
// mfe-public's staff pages (`shared-api/conferences-admin`), on the one client of the shared entry, so no visitor's
// page pays for it.
import type { Static } from '@sinclair/typebox';
import { call } from 'shared-api';
import type { ConferenceInput } from './validation/conferences';
import { conferenceAdminCalls } from './calls/conferences-admin';
import { typedCalls } from './contract-client';
import type { conferenceAdminContract } from './contracts/conferences-admin';
import type { StaffConference as StaffConferenceShape, StaffConferenceRow as StaffConferenceRowShape } from './shapes/conferences-admin';

export type StaffConference = Static<typeof StaffConferenceShape>;
export type StaffConferenceRow = Static<typeof StaffConferenceRowShape>;
export type { ConferenceInput } from './validation/conferences';

const api = typedCalls<typeof conferenceAdminContract>(conferenceAdminCalls, { call });

/** The names of these reads in the query cache. */
export const conferenceAdminKeys = {
  /** every staff read of conference editions */
  all: ['staff-conferences'] as const,
  /** the list of editions */
  lists: ['staff-conferences', 'list'] as const,
  one: (id: number | string) => ['staff-conferences', String(id)] as const,
  preview: (id: number | string) => ['staff-conferences', String(id), 'preview'] as const,
};

export const getStaffConferences = () => api.getStaffConferences();
export const getStaffConference = (id: number | string) => api.getStaffConference({ params: { conferenceId: id } });
export const createConference = (input: ConferenceInput) => api.createConference({ body: input });
export const updateConference = (id: number | string, input: ConferenceInput) => api.updateConference({ params: { conferenceId: id }, body: input });
/** The edition as visitors will see it once published. */
export const getConferencePreview = (id: number | string) => api.getConferencePreview({ params: { conferenceId: id } });
/** Publish now (`publishAt` null) or at that instant (ISO). */
export const publishConference = (id: number | string, publishAt: string | null) => api.publishConference({ params: { conferenceId: id }, body: { publish_at: publishAt } });
export const unpublishConference = (id: number | string) => api.unpublishConference({ params: { conferenceId: id } });
