// The membership packages, as the public site's membership page and the membership order read them (entity types in
// content-types.ts).
// Bundled by the remote that shows these pages (shared-api/content), on the one client of the shared entry.
import { call, type ApiResult } from 'shared-api';
import type { MembershipPackage } from './content-types';
import { contentCalls } from './calls/content';
import { typedCalls } from './contract-client';
import type { contentContract } from './contracts/content';

export type * from './content-types';

const api = typedCalls<typeof contentContract>(contentCalls, { call });

/**
 * A membership package by its name (Seed, Surge). The same path answers an event's package, as a list of one, for a
 * number (the second spec's GET packages/{packageId}); a package's name is never a number, so a name reads a plan.
 */
export const getPackage = (name: string) => api.getPackage({ params: { name } }) as Promise<ApiResult<MembershipPackage>>;

/** The names of the content reads in the query cache: a read and its invalidation agree through these. */
export const contentKeys = {
  all: ['content'] as const,
  packages: ['content', 'packages'] as const,
};
