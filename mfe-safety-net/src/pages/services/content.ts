import type { MemberService } from 'shared-api';
import { SERVICE_NAMES } from '../../features/issues/services';

// What each member service will offer. The spec names the pages only; the association has not opened them yet,
// so each says plainly what it is for and lets a member ask to be told when it opens.
export const SERVICES: Record<MemberService, { title: string; lead: string; offers: string[] }> = {
  jobs: {
    title: SERVICE_NAMES.jobs,
    lead: 'Remote and local work posted for members by companies that hire freelancers.',
    offers: ['Openings from companies that work with the association', 'Roles matched to the skills on your profile', 'Reports on employers who do not pay'],
  },
  mentorship: {
    title: SERVICE_NAMES.mentorship,
    lead: 'One-to-one guidance from experienced freelancers who have built careers and agencies.',
    offers: ['A mentor in your field for three months', 'Help with pricing, proposals and difficult clients', 'Sessions online, in Urdu or English'],
  },
  training: {
    title: SERVICE_NAMES.training,
    lead: 'Short practical courses on the skills clients pay for, beyond our learning programmes.',
    offers: ['Courses run with partner institutes', 'Discounted seats for members', 'A certificate with your member ID'],
  },
  tests: {
    title: SERVICE_NAMES.tests,
    lead: 'Skill tests that show clients what you can do.',
    offers: ['Tests in design, development, writing and marketing', 'A badge on your profile when you pass', 'Retakes after a month'],
  },
  filings: {
    title: SERVICE_NAMES.filings,
    lead: 'Help with your tax return and registrations as a freelancer.',
    offers: ['Your yearly return prepared by tax partners', 'Guidance on export proceeds and PSEB registration', 'Reminders before the deadlines'],
  },
  insurance: {
    title: SERVICE_NAMES.insurance,
    lead: 'Health and accident cover negotiated for freelancers, who have no employer to provide it.',
    offers: ['Accidental health cover for members', 'Family plans at group rates', 'Claims helped by the association'],
  },
};
