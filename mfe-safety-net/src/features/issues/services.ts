import { msg } from '@lingui/core/macro';
import type { MemberService } from 'shared-api';
import { type MessageDescriptor } from 'shared-ui';
import { i18n } from '#i18n';

const names: Record<MemberService, MessageDescriptor> = {
  jobs: msg`Jobs`,
  mentorship: msg`Mentorship`,
  training: msg`Training`,
  tests: msg`Tests`,
  filings: msg`Filings`,
  insurance: msg`Insurance`,
};

/** The member services' names, as the dashboard menu shows them (staff pages, in English). */
export const SERVICE_NAMES = Object.fromEntries(Object.entries(names).map(([service, name]) => [service, name.message ?? service])) as Record<MemberService, string>;

/** A member service's name in the page's language. */
export const serviceName = (service: MemberService) => i18n._(names[service]);
