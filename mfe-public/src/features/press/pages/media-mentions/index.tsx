import { t } from '@lingui/core/macro';
import { defineQuery, useRead } from 'shared-api';
import { CardGridSkeleton, PageFrame, Pager, PageSection, SimpleGrid, usePageNumber } from 'shared-ui';
import { MentionCard } from '../../MentionCard';
import { getMediaMentions, pressKeys } from '../../public-calls';

export default function MediaMentionsPage() {
  const page = usePageNumber();
  const query = useRead(defineQuery(pressKeys.mentions(page), () => getMediaMentions(page)));
  return (
    <PageSection title={t`Media Mentions`} lead={t`What the press says about the association and Pakistan's freelancers.`} width="6xl">
      <PageFrame query={query} what={t`the media mentions`} skeleton={<CardGridSkeleton columns={{ base: 1, md: 2 }} count={4} />}>
        {({ items, pagination }) => (
          <>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
              {items.map((m) => (
                <MentionCard key={m.id} mention={m} />
              ))}
            </SimpleGrid>
            <Pager pagination={pagination} label={t`Media mentions`} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
