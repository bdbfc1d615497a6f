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

/** The featured conference's mark, beside the association's logo in the header. */
export function EventLogo({ label }: { label: string }) {
  return (
    <HStack gap="1.5" px="2" py="1" borderWidth="1px" borderColor="brand.muted" borderRadius="full" bg="brand.subtle">
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M8 1l2 4.5 5 .5-3.8 3.3 1.1 4.9L8 11.8 3.7 14.2l1.1-4.9L1 6l5-.5z" fill="#137f53" />
      </svg>
      <Text as="span" fontSize="xs" fontWeight="semibold" color="brand.fg" whiteSpace="nowrap">
        {label}
      </Text>
    </HStack>
  );
}
