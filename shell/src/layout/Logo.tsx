import type { OrgConfig } from 'shared-api';
import { HStack, Text } from 'shared-ui';

export function Logo({ org }: { org: OrgConfig }) {
  return (
    <HStack gap="2">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#137f53" />
        <path d="M9 23V9h10v3h-6.5v3H18v3h-5.5v5z" fill="#fff" />
        <circle cx="22.5" cy="21.5" r="2.5" fill="#fff" />
      </svg>
      <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight" color="fg">
        {org.shortName}
      </Text>
    </HStack>
  );
}
