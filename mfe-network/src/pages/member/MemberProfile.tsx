import type { ReactNode } from 'react';
import type { PublicMember } from 'shared-api';
import { Alert, Badge, Box, Card, formatHourlyRate, Heading, HStack, Link, MemberPhoto, RouterLink, SimpleGrid, Stack, Text, Wrap } from 'shared-ui';
import { ClampedText } from 'shared-ui/clamp';
import { Initials } from '../../features/directory/Initials';
import { PlatformLinks } from '../../features/directory/PlatformLinks';

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

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
  const place = [member.city, member.country].filter(Boolean).join(', ');
  const hasLinks = Boolean(member.website || member.linkedin || Object.keys(member.profile_links).length);
  return (
    <Stack gap="6">
      {own && (
        <Alert.Root status="info" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Description>
            This is your profile as other members see it.{' '}
            <Link asChild fontWeight="semibold" color="brand.fg">
              <RouterLink to="/dashboard/edit-profile">Edit your profile</RouterLink>
            </Link>{' '}
            to change it or where it appears.
          </Alert.Description>
        </Alert.Root>
      )}
      <HStack as="header" gap={{ base: 4, md: 6 }} align="center" wrap="wrap">
        {member.avatar ? <MemberPhoto image={member.avatar} size={120} alt={`Photo of ${member.name}`} priority /> : <Initials name={member.name} size={120} />}
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
        <Section id="explore" title="Explore">
          <Wrap gap="4" as="ul" listStyleType="none">
            {member.website && (
              <li>
                <Link href={member.website} target="_blank" rel="noopener noreferrer nofollow" color="brand.fg" fontSize="sm">
                  Website<Text as="span" srOnly> (opens in a new tab)</Text>
                </Link>
              </li>
            )}
            {member.linkedin && (
              <li>
                <Link href={member.linkedin} target="_blank" rel="noopener noreferrer nofollow" color="brand.fg" fontSize="sm">
                  LinkedIn<Text as="span" srOnly> (opens in a new tab)</Text>
                </Link>
              </li>
            )}
          </Wrap>
          <PlatformLinks links={member.profile_links} name={member.name} />
        </Section>
      )}

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Fact label="Availability" value={member.availability} />
        <Fact label="Experience" value={member.years_experience} />
        <Fact label="Expertise level" value={member.experience_level && capitalised(member.experience_level)} />
      </SimpleGrid>

      <Section id="overview" title="Overview">
        {/* spec: the profile's bio is collapsed to 15 rows */}
        {member.bio ? <ClampedText text={member.bio} lines={15} whiteSpace="pre-line" /> : <Text color="fg.muted">No overview yet.</Text>}
        {member.skills.length > 0 && (
          <Wrap gap="2" aria-label="Skills">
            {member.skills.map((skill) => (
              <Badge key={skill.name} variant="subtle" colorPalette="brand" whiteSpace="normal">
                {skill.name}
              </Badge>
            ))}
          </Wrap>
        )}
      </Section>

      <Section id="education" title="Education">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Fact label="Institute" value={member.institute} />
          <Fact label="Degree" value={member.degree && capitalised(member.degree)} />
          <Fact label="Field of study" value={member.field_of_study} />
        </SimpleGrid>
      </Section>
    </Stack>
  );
}
