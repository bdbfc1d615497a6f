import { lazy, Suspense, useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineQuery, useRead } from 'shared-api';
import { Alert, Box, CardGridSkeleton, PageFrame, Pager, PageSection, SimpleGrid, usePageNumber } from 'shared-ui';
import { PublicationCard } from '../../PublicationCard';
import { getPublications, publicationListKey } from '../../public-calls';
import type { Publication } from '../../shapes';

// The dialog and its form load when a visitor chooses a publication.
const RequestDialog = lazy(() => import('./RequestDialog'));

export default function PublicationsPage() {
  const page = usePageNumber();
  const query = useRead(defineQuery(publicationListKey(page), () => getPublications(page)));
  const [chosen, setChosen] = useState<Publication | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <PageSection title={t`Publications`} lead={t`Research on freelancing in Pakistan. Choose a report and we will e-mail it to you.`} width="6xl">
      {sent && (
        <Alert.Root status="success" role="status" mb="6" borderRadius="l2">
          <Alert.Indicator />
          <Box>
            <Alert.Title>
              <Trans>Report sent</Trans>
            </Alert.Title>
            <Alert.Description>{sent}</Alert.Description>
          </Box>
        </Alert.Root>
      )}
      <PageFrame query={query} what={t`the publications`} skeleton={<CardGridSkeleton count={4} columns={{ base: 1, md: 2 }} />}>
        {({ items, pagination }) => (
          <>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
              {items.map((p) => (
                <PublicationCard key={p.id} publication={p} onDownload={() => setChosen(p)} />
              ))}
            </SimpleGrid>
            <Pager pagination={pagination} label={t`Publications`} />
          </>
        )}
      </PageFrame>
      {chosen && (
        <Suspense fallback={null}>
          <RequestDialog
            publication={chosen}
            onClose={() => setChosen(null)}
            onSent={(message) => {
              setChosen(null);
              setSent(message);
            }}
          />
        </Suspense>
      )}
    </PageSection>
  );
}
