// The visitors' call of conference editions (an edition's page), apart from the feature's other calls and hooks: the
// page reads with shared-api's light useRead (decision 009), so a visitor's page loads no query client. The staff's
// previews read through api.ts.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { conferenceCalls } from './calls';
import type { conferenceContract } from './contract';

const api = typedCalls<typeof conferenceContract>(conferenceCalls, { call });

/** The names of the visitors' reads in the query cache. */
export const conferenceKeys = {
  /** an edition's page, by any of its slugs */
  conference: (slug: string) => ['content', 'conference', slug] as const,
};

/** A published edition by its slug, one of its other spellings, or a slug it had before. */
export const getConference = (slug: string) => api.getConference({ params: { slug } });
