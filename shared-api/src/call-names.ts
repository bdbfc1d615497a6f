// Every call's name and line, as types only (nothing here is bundled): what a remote's route table names for its first
// view (routes.ts, FirstRead) is checked by the compiler against the calls in shared-api/src/calls/, and against the
// remote's own features' calls that its table names (`RemoteRouteTable<typeof directoryCalls>`, decision 044).
// call-names.test.ts checks that this list names every file of that folder.
import type { accountCalls } from './calls/account';
import type { contentCalls } from './calls/content';
import type { healthCalls } from './calls/health';
import type { membershipCalls } from './calls/membership';
import type { paymentCalls } from './calls/payments';
import type { placeCalls } from './calls/places';
import type { profileCalls } from './calls/profile';
import type { skillCalls } from './calls/skills';
import type { staffCalls } from './calls/staff';
import type { ticketingCalls } from './calls/ticketing';
import type { uploadCalls } from './calls/uploads';

/** name → "METHOD /path" of every call */
export type AllCallLines = typeof accountCalls &
  typeof contentCalls &
  typeof healthCalls &
  typeof membershipCalls &
  typeof paymentCalls &
  typeof placeCalls &
  typeof profileCalls &
  typeof skillCalls &
  typeof staffCalls &
  typeof ticketingCalls &
  typeof uploadCalls;

/** The calls that read with GET and answer the envelope (not a file): the ones a first view can be sent. */
export type ReadCallName<Lines = AllCallLines> = {
  [K in keyof Lines]: Lines[K] extends `GET ${string} (file)` ? never : Lines[K] extends `GET ${string}` ? K : never;
}[keyof Lines];

/** The `:name` parameters of a path: `/blogs/:id/:slug` → 'id' | 'slug'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters of a call's path, by its name. */
export type CallParamNames<N extends keyof Lines, Lines = AllCallLines> = Lines[N] extends string ? PathParamNames<Lines[N]> : never;
