import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { OrgConfig } from 'shared-api';
import { Box, Container, Flex, HStack, Link, RouterLink, Stack, Text } from 'shared-ui';
import { useMenuItems } from './menus';

export function Footer({ org }: { org: OrgConfig }) {
  const footerNav = useMenuItems('footer');
  const year = new Date().getFullYear();
  const orgName = org.name;
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="12">
      <Container maxW="7xl" py="8" px={{ base: 4, md: 6 }}>
        <Flex direction={{ base: 'column', md: 'row' }} gap="6" justify="space-between">
          <Stack gap="2" maxW="sm">
            <Text fontWeight="bold">{org.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              <Trans>A non-profit association that advocates for, connects and supports freelancers across Pakistan.</Trans>
            </Text>
          </Stack>
          <Stack as="nav" aria-label={t`Footer`} gap="2">
            {footerNav.map((item) => (
              <Link key={item.to} asChild fontSize="sm">
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Link>
            ))}
          </Stack>
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="semibold">
              <Trans>Follow us</Trans>
            </Text>
            <HStack gap="3" wrap="wrap">
              {org.social.map((s) => (
                <Link key={s.name} href={s.url} fontSize="sm" target="_blank" rel="noopener noreferrer">
                  {s.name}
                </Link>
              ))}
            </HStack>
          </Stack>
        </Flex>
        <Text fontSize="xs" color="fg.muted" mt="8">
          <Trans>
            © {year} {orgName}. All rights reserved.
          </Trans>
        </Text>
      </Container>
    </Box>
  );
}
