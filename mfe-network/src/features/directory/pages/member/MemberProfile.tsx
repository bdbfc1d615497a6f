import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert, Badge, Box, Card, formatHourlyRate, Heading, HStack, Link, MemberPhoto, RouterLink, SimpleGrid, Stack, Text, Wrap } from 'shared-ui';
import { ClampedText } from 'shared-ui/clamp';
import { Initials } from '../../Initials';
import { availabilityLabel, degreeLabel, experienceLevelLabel, nameOf, placeOf, yearsExperienceLabel } from '../../labels';
import { PlatformLinks } from '../../PlatformLinks';
import type { PublicMember } from '../../shapes';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={`${id}-heading`}>
      <Card.Body gap="3">
        <Heading id={`${id}-heading`} as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium">{value ?? '—'}</Text>
    </Box>
  );
}

/**
 * A member's profile (spec: core §2): header, explore links, availability, experience, expertise level, overview
 * with skills (the bio collapsed to 15 rows) and education.
 */
export function MemberProfile({ member, own }: { member: PublicMember; own: boolean }) {
  const { name } = member;
  const place = placeOf(member.city, member.country);
  const hasLinks = Boolean(member.website || member.linkedin || Object.keys(member.profile_links).length);
  return (
    <Stack gap="6">
      {own && (
        <Alert.Root status="info" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>
              This is your profile as other members see it.{' '}
              <Link asChild fontWeight="semibold" color="brand.fg">
                <RouterLink to="/dashboard/edit-profile">Edit your profile</RouterLink>
              </Link>{' '}
              to change it or where it appears.
            </Trans>
          </Alert.Description>
        </Alert.Root>
      )}
      <HStack as="header" gap={{ base: 4, md: 6 }} align="center" wrap="wrap">
        {member.avatar ? <MemberPhoto image={member.avatar} size={120} alt={t`Photo of ${name}`} priority /> : <Initials name={member.name} size={120} />}
        <Box>
          {member.title && (
            <Text fontSize="lg" fontWeight="semibold">
              {member.title}
            </Text>
          )}
          {place && <Text color="fg.muted">{place}</Text>}
          {member.hourly_rate !== null && (
            <Text mt="1" fontWeight="semibold" color="brand.fg">
              {formatHourlyRate(member.hourly_rate)}
            </Text>
          )}
        </Box>
      </HStack>

      {hasLinks && (
        <Section id="explore" title={t`Explore`}>
          <Wrap gap="4" as="ul" listStyleType="none">
            {member.website && (
              <li>
                <Link href={member.website} target="_blank" rel="noopener noreferrer nofollow" color="brand.fg" fontSize="sm">
                  <Trans>Website</Trans>
                  <Text as="span" srOnly>
                    {' '}
                    {t`(opens in a new tab)`}
                  </Text>
                </Link>
              </li>
            )}
            {member.linkedin && (
              <li>
                <Link href={member.linkedin} target="_blank" rel="noopener noreferrer nofollow" color="brand.fg" fontSize="sm">
                  {'LinkedIn' /* a name */}
                  <Text as="span" srOnly>
                    {' '}
                    {t`(opens in a new tab)`}
                  </Text>
                </Link>
              </li>
            )}
          </Wrap>
          <PlatformLinks links={member.profile_links} name={member.name} />
        </Section>
      )}

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Fact label={t`Availability`} value={member.availability && availabilityLabel(member.availability)} />
        <Fact label={t`Experience`} value={member.years_experience && yearsExperienceLabel(member.years_experience)} />
        <Fact label={t`Expertise level`} value={member.experience_level && experienceLevelLabel(member.experience_level)} />
      </SimpleGrid>

      <Section id="overview" title={t`Overview`}>
        {/* spec: the profile's bio is collapsed to 15 rows */}
        {member.bio ? <ClampedText text={member.bio} lines={15} whiteSpace="pre-line" dir="auto" /> : <Text color="fg.muted">
            <Trans>No overview yet.</Trans>
          </Text>}
        {member.skills.length > 0 && (
          <Wrap gap="2" aria-label={t`Skills`}>
            {member.skills.map((skill) => (
              <Badge key={skill.name} variant="subtle" colorPalette="brand" whiteSpace="normal">
                {nameOf(skill.name)}
              </Badge>
            ))}
          </Wrap>
        )}
      </Section>

      <Section id="education" title={t`Education`}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Fact label={t`Institute`} value={member.institute} />
          <Fact label={t`Degree`} value={member.degree && degreeLabel(member.degree)} />
          <Fact label={t`Field of study`} value={member.field_of_study} />
        </SimpleGrid>
      </Section>
    </Stack>
  );
}
