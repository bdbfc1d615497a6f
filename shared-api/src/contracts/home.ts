// The member's dashboard home: its access and answer (decision 016). Server and API docs only; browsers import this
// file as a type.
import { contract } from '../contract';
import { homeCalls } from '../calls/home';
import { MemberHome } from '../shapes/home';

export const homeContract = contract('home', homeCalls, {
  getMemberHome: {
    access: 'member',
    owns: 'self',
    tags: ['profile'],
    summary: 'The member’s dashboard: next events they hold tickets for, membership, open issues (unread staff replies marked), profile completeness',
    answer: MemberHome,
  },
});
