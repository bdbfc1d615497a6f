// The waitlist of a full package: each call's access, rules and answer (decision 016). Server and API docs only;
// browsers import this file as a type.
import { Type } from '@sinclair/typebox';
import { contract } from 'shared-api/contract';
import { idParams } from 'shared-api/validation/calls';
import { waitlistCalls } from './calls';
import { WaitingFor } from './shapes';

const packageParams = idParams({ packageId: 'a package' });

export const waitlistContract = contract('events', waitlistCalls, {
  getWaitlist: {
    access: 'member',
    owns: 'everyone',
    summary: 'The event’s packages the member waits for',
    params: idParams({ eventId: 'an event' }),
    answer: Type.Array(WaitingFor),
  },
  joinWaitlist: {
    access: 'member',
    owns: 'everyone',
    summary: 'Join a full package’s waitlist; asking again changes nothing. A package with seats left answers 409: book one instead',
    params: packageParams,
    answer: Type.Array(WaitingFor),
  },
  leaveWaitlist: { access: 'member', owns: 'everyone', summary: 'Leave a package’s waitlist', params: packageParams, answer: Type.Array(WaitingFor) },
});
