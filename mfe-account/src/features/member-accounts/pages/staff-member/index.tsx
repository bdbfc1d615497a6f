import { defineQuery, useSession } from 'shared-api';
import { getMember, memberKeys } from '../../api';
import { useQuery } from 'shared-api/query';
import { Card, formatDate, Heading, HStack, Link, PageFrame, PageSection, RouterLink, SimpleGrid, Stack, Text, useParams } from 'shared-ui';
import { MemberNoticesSection } from '../../../notices/MemberNoticesSection';
import { Detail, membershipSummary, RoleBadge, StatusBadge, whenSignedIn } from '../../staff-parts';
import { AccountStatusSection } from './AccountStatusSection';
import { RoleSection } from './RoleSection';

/**
 * Staff: one member's account: who they are, their membership, their role and whether they can sign in, and the
 * WhatsApp and SMS notices sent to them. Admins change the role; staff disable or enable the account, saying why.
 */
export default function StaffMemberPage() {
  const { memberId = '' } = useParams();
  const viewer = useSession((s) => s.user);
  const query = useQuery(defineQuery(memberKeys.one(memberId), () => getMember(memberId)));
  return (
    <PageSection title="Member">
      <Text mb="4">
        <RouterLink to="/staff/members">All members</RouterLink>
      </Text>
      <PageFrame query={query} what="this member" notFound={{ title: 'No member has this MEMBER ID', back: { to: '/staff/members', label: 'Members' } }}>
        {(member) => {
          const own = viewer?.member_id === member.member_id;
          return (
            <Stack gap="5">
              <Card.Root>
                <Card.Body gap="3">
                  <Heading as="h2" size="lg" overflowWrap="anywhere">
                    {member.name}
                  </Heading>
                  <HStack gap="2" flexWrap="wrap">
                    <RoleBadge role={member.role} />
                    <StatusBadge status={member.status} />
                  </HStack>
                  <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
                    <Detail label="MEMBER ID">{member.member_id_formatted}</Detail>
                    <Detail label="E-mail">{member.email}</Detail>
                    <Detail label="Phone">{member.phone}</Detail>
                    <Detail label="City">{[member.city, member.country].filter(Boolean).join(', ') || '—'}</Detail>
                    <Detail label="Organisation">{[member.designation, member.organisation].filter(Boolean).join(', ') || '—'}</Detail>
                    <Detail label="Profile">{member.profile_complete ? 'Complete' : 'Not complete'}</Detail>
                    <Detail label="Joined">{formatDate(member.joined_at)}</Detail>
                    <Detail label="Last sign-in">{whenSignedIn(member.last_sign_in_at)}</Detail>
                  </SimpleGrid>
                </Card.Body>
              </Card.Root>
              <Card.Root as="section" aria-labelledby="membership-heading">
                <Card.Body gap="2">
                  <Heading as="h3" size="md" id="membership-heading">
                    Membership
                  </Heading>
                  {/* A member is always on a package (Seed when no paid one runs), so the membership is active. */}
                  <Text fontWeight="medium">{membershipSummary(member.membership.package, 'Active', member.membership.ends_at ? member.membership.ends : null)}</Text>
                  <Text color="fg.muted">Since {formatDate(member.membership.starts_at)}</Text>
                  <Link asChild color="brand.fg" alignSelf="start">
                    <RouterLink to={`/staff/memberships/${encodeURIComponent(member.member_id)}`}>Membership history and orders</RouterLink>
                  </Link>
                </Card.Body>
              </Card.Root>
              <AccountStatusSection member={member} own={own} viewerRole={viewer?.role ?? 'member'} />
              {viewer?.role === 'admin' && <RoleSection member={member} own={own} />}
              <MemberNoticesSection memberId={member.member_id} />
            </Stack>
          );
        }}
      </PageFrame>
    </PageSection>
  );
}
