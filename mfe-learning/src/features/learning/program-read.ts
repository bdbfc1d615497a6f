// A programme page's courses (GET /programs/{programKey}), apart from the feature's other calls and hooks: the public
// programme pages read it with shared-api's light useRead (decision 009), so a visitor's first view loads no query
// client. The member's programme page reads the same through api.ts, under the same name in the cache.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { learningCalls } from './calls';
import type { learningContract } from './contract';
import type { ProgramKey } from './enums';

const { getProgram: readProgram } = typedCalls<typeof learningContract>(learningCalls, { call });

/** A programme page's name in the query cache (learningKeys.program). */
export const programKey = (key: ProgramKey) => ['learning', 'program', key] as const;

/** A programme page's courses and its Register Now course (public). */
export const getProgram = (key: ProgramKey) => readProgram({ params: { programKey: key } });
