import { msg } from '@lingui/core/macro';
import type { MemberService } from 'shared-api';
import type { MessageDescriptor } from 'shared-ui';

// What each member service will offer. The spec names the pages only; the association has not opened them yet,
// so each says plainly what it is for and lets a member ask to be told when it opens. The name is the menu's
// (features/issues/services.ts).
export const SERVICES: Record<MemberService, { lead: MessageDescriptor; offers: MessageDescriptor[] }> = {
  jobs: {
    lead: msg`Remote and local work posted for members by companies that hire freelancers.`,
    offers: [msg`Openings from companies that work with the association`, msg`Roles matched to the skills on your profile`, msg`Reports on employers who do not pay`],
  },
  mentorship: {
    lead: msg`One-to-one guidance from experienced freelancers who have built careers and agencies.`,
    offers: [msg`A mentor in your field for three months`, msg`Help with pricing, proposals and difficult clients`, msg`Sessions online, in Urdu or English`],
  },
  training: {
    lead: msg`Short practical courses on the skills clients pay for, beyond our learning programmes.`,
    offers: [msg`Courses run with partner institutes`, msg`Discounted seats for members`, msg`A certificate with your member ID`],
  },
  tests: {
    lead: msg`Skill tests that show clients what you can do.`,
    offers: [msg`Tests in design, development, writing and marketing`, msg`A badge on your profile when you pass`, msg`Retakes after a month`],
  },
  filings: {
    lead: msg`Help with your tax return and registrations as a freelancer.`,
    offers: [msg`Your yearly return prepared by tax partners`, msg`Guidance on export proceeds and PSEB registration`, msg`Reminders before the deadlines`],
  },
  insurance: {
    lead: msg`Health and accident cover negotiated for freelancers, who have no employer to provide it.`,
    offers: [msg`Accidental health cover for members`, msg`Family plans at group rates`, msg`Claims helped by the association`],
  },
};
