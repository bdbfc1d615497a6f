// The member's dashboard home: its access and answer (decision 016). Server and API docs only; browsers import this
// file as a type.
import { contract } from 'shared-api/contract';
import { homeCalls } from './calls';
import { MemberHome } from './shapes';

export const homeContract = contract('home', homeCalls, {
  getMemberHome: {
    access: 'member',
    owns: 'self',
    tags: ['profile'],
    summary: 'The member’s dashboard: next events they hold tickets for, membership, open issues (unread staff replies marked), profile completeness',
    answer: MemberHome,
  },
});
