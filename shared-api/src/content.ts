// The public site's content calls: partners, highlights, directors, the home page's figures and membership packages
// (entity types in content-types.ts).
// Bundled by the remote that shows these pages (shared-api/content), on the one client of the shared entry.
import { call, type ApiResult } from 'shared-api';
import type { MembershipPackage } from './content-types';
import { contentCalls } from './calls/content';
import { typedCalls } from './contract-client';
import type { contentContract } from './contracts/content';

export type * from './content-types';

const api = typedCalls<typeof contentContract>(contentCalls, { call });

export const getCorporatePartners = () => api.getCorporatePartners();
export const getPartners = () => api.getPartners();
export const getHighlights = () => api.getHighlights();
export const getDirectors = () => api.getDirectors();
export const getHomeFigures = () => api.getHomeFigures();
/**
 * A membership package by its name (Seed, Surge). The same path answers an event's package, as a list of one, for a
 * number (the second spec's GET packages/{packageId}); a package's name is never a number, so a name reads a plan.
 */
export const getPackage = (name: string) => api.getPackage({ params: { name } }) as Promise<ApiResult<MembershipPackage>>;

/** The names of the content reads in the query cache: a read and its invalidation agree through these. */
export const contentKeys = {
  all: ['content'] as const,
  corporatePartners: ['content', 'partners', 'corporate'] as const,
  partners: ['content', 'partners', 'other'] as const,
  highlights: ['content', 'highlights'] as const,
  directors: ['content', 'directors'] as const,
  homeFigures: ['content', 'home-figures'] as const,
  packages: ['content', 'packages'] as const,
};
