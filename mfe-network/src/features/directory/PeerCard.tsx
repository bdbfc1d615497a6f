import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Box, Card, formatHourlyRate, Heading, HStack, Link, MemberPhoto, RouterLink, Stack, Text, Wrap } from 'shared-ui';
import { ClampedText } from 'shared-ui/clamp';
import { Initials } from './Initials';
import { nameOf, placeOf } from './labels';
import { PlatformLinks } from './PlatformLinks';
import type { Peer } from './shapes';

export const memberPath = (memberId: string) => `/member/${encodeURIComponent(memberId)}`;

/**
 * One member of Our Voice or the directory (spec: core §2): avatar, name, title, city and country, the hourly rate
 * in PKR followed by /hr, skills, platform links and the bio clamped to 3 lines with More/Less. The name links to
 * the member's profile (a visitor is asked to sign in first and comes back to it).
 */
export function PeerCard({ peer, first = false }: { peer: Peer; first?: boolean }) {
  const place = placeOf(peer.city, peer.country);
  const { name } = peer;
  return (
    <Card.Root as="article" variant="outline" h="full" aria-labelledby={`peer-${peer.member_id}`}>
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          {peer.avatar ? <MemberPhoto image={peer.avatar} size={64} priority={first} /> : <Initials name={peer.name} size={64} />}
          <Box minW="0">
            <Heading as="h2" size="md" id={`peer-${peer.member_id}`} lineHeight="1.3">
              <Link asChild color="fg" fontWeight="semibold">
                <RouterLink to={memberPath(peer.member_id)}>{peer.name}</RouterLink>
              </Link>
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {peer.title}
            </Text>
            {place && <Text fontSize="sm">{place}</Text>}
          </Box>
        </HStack>
        <Text fontWeight="semibold" color="brand.fg">
          <Text as="span" srOnly>
            <Trans>Hourly rate:</Trans>{' '}
          </Text>
          {formatHourlyRate(peer.hourly_rate)}
        </Text>
        {peer.skills.length > 0 && (
          <Wrap gap="2" aria-label={t`Skills`}>
            {peer.skills.map((skill) => (
              <Badge key={skill.name} variant="subtle" colorPalette="brand" whiteSpace="normal">
                {nameOf(skill.name)}
              </Badge>
            ))}
          </Wrap>
        )}
        {/* spec: the card's bio is collapsed to 3 lines, with More/Less */}
        {/* dir="auto": a bio reads in the direction of the language it was written in, so an English bio on an Urdu page is cut at its own end */}
        <ClampedText text={peer.bio} lines={3} fontSize="sm" color="fg.muted" dir="auto" />
      </Card.Body>
      <Card.Footer>
        <Stack gap="2" w="full">
          <PlatformLinks links={peer.platforms} name={peer.name} />
          <Link asChild fontSize="sm" fontWeight="semibold" color="brand.fg">
            <RouterLink to={memberPath(peer.member_id)}>
              <Trans>
                View profile
                <Text as="span" srOnly>
                  {' '}
                  of {name}
                </Text>
              </Trans>
            </RouterLink>
          </Link>
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
