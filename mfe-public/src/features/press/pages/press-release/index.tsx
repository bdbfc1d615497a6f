import { useEffect } from 'react';
import { t } from '@lingui/core/macro';
import { defineQuery, useRead } from 'shared-api';
import { Container, PageFrame, Skeleton, SkeletonText, useLocation, useNavigate, usePageTitle, useParams } from 'shared-ui';
import { pressReleasePath } from '../../PressCard';
import { PressReleaseArticle } from '../../PressReleaseArticle';
import { getPressRelease, pressKeys } from '../../public-calls';

export default function PressReleasePage() {
  const { prId = '', prSlug = '' } = useParams();
  const query = useRead(defineQuery(pressKeys.release(prId), () => getPressRelease(prId)));
  usePageTitle(query.data?.title);
  // An address with an earlier slug of the release (its title before it was published) shows it at its own address.
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const current = query.data?.slug;
  useEffect(() => {
    if (current && current !== prSlug) navigate(`${pressReleasePath({ slug: current, id: Number(prId) })}${search}${hash}`, { replace: true });
  }, [current, prSlug, prId, search, hash, navigate]);
  return (
    <Container as="article" maxW="3xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <PageFrame
        query={query}
        what={t`this press release`}
        skeleton={<><Skeleton h="5" w="40" mb="3" /><Skeleton h="12" mb="6" /><SkeletonText noOfLines={8} /></>}
        notFound={{ title: t`This press release does not exist`, back: { to: '/press-releases', label: t`See all press releases` }, titleAs: 'h1' }}
      >
        {(release) => <PressReleaseArticle release={release} />}
      </PageFrame>
    </Container>
  );
}
