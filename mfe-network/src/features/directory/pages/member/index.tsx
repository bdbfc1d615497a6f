import { t } from '@lingui/core/macro';
import { defineQuery, useSession } from 'shared-api';
import { directoryKeys } from 'shared-api/directory';
import { useQuery } from 'shared-api/query';
import { Navigate, PageFrame, PageSection, useParams } from 'shared-ui';
import { getPublicMember } from '../../api';
import { MemberProfile } from './MemberProfile';
import { MemberSkeleton } from './MemberSkeleton';

/** The dashboard menu's "Your profile" links here: the signed-in member's own profile, as others see it. */
export const OWN_PROFILE = 'me';

/** A member's public profile (spec: core §2 and §3 Public member); members only. */
export default function MemberPage() {
  const { memberId = '' } = useParams();
  const ownId = useSession((s) => s.user?.member_id ?? '');
  if (memberId === OWN_PROFILE) return ownId ? <Navigate to={`/member/${encodeURIComponent(ownId)}`} replace /> : null;
  return <Profile memberId={memberId} own={memberId === ownId} />;
}

function Profile({ memberId, own }: { memberId: string; own: boolean }) {
  const query = useQuery(defineQuery(directoryKeys.member(memberId), () => getPublicMember(memberId)));
  return (
    <PageSection title={query.data?.name ?? t`Member Profile`} width="5xl">
      <PageFrame
        query={query}
        what={t`this profile`}
        skeleton={<MemberSkeleton />}
        notFound={{ title: t`This member profile was not found`, back: { to: '/dashboard/peers', label: t`Back to the directory` } }}
      >
        {(member) => <MemberProfile member={member} own={own} />}
      </PageFrame>
    </PageSection>
  );
}
