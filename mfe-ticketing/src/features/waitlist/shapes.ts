// The waitlist of a full package (issue: a full event offers a waitlist; a freed seat is offered by e-mail).
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DateTime, Nullable, Strict } from 'shared-api/shapes';

/** One package of an event the member waits for; `offered_at` once a seat was offered to them. */
export const WaitingFor = Strict({
  package_id: Type.Integer(),
  offered_at: Nullable(DateTime()),
});

export type WaitingFor = Static<typeof WaitingFor>;
