import type { MemberService } from 'shared-api';

/** The member services' names, as the dashboard menu shows them. */
export const SERVICE_NAMES: Record<MemberService, string> = { jobs: 'Jobs', mentorship: 'Mentorship', training: 'Training', tests: 'Tests', filings: 'Filings', insurance: 'Insurance' };
