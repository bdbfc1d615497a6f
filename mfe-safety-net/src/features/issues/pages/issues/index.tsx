import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { Button, Card, Flex, HStack, LinkBox, LinkOverlay, PageFrame, Pager, PageSection, RouterLink, Stack, useCanonicalPath, usePageNumber } from 'shared-ui';
import { IssueMeta, NewReplyBadge, StatusBadge } from '../../parts';
import { getIssues, issueKeys } from '../../api';

/** Your Issues (spec: core /dashboard/issues): title, topic, status and date, newest first, paged; a staff reply not yet read is marked. */
export default function IssuesPage() {
  // The account menu's /issues (the spec's address) opens the list in the dashboard, beside its menu.
  useCanonicalPath('/dashboard/issues');
  const page = usePageNumber();
  const query = useQuery(defineQuery(issueKeys.list(page), () => getIssues(page)));
  return (
    <PageSection title={t`Your Issues`} lead={t`Questions and problems you raised with the association, newest first.`}>
      <Flex justify="end" mb="4">
        <Button asChild colorPalette="brand">
          <RouterLink to="/dashboard/issues/new">
            <Trans>New issue</Trans>
          </RouterLink>
        </Button>
      </Flex>
      <PageFrame
        query={query}
        what={t`your issues`}
        empty={{
          when: (list) => list.items.length === 0 && list.pagination.total === 0,
          title: t`You have not raised any issues yet`,
          description: t`When you need help with banking, taxation or anything else, raise an issue and our team will respond.`,
        }}
      >
        {({ items, pagination }) => (
          <>
            <Stack as="ol" gap="3" listStyleType="none" aria-label={t`Your issues, newest first`}>
              {items.map((issue) => (
                <li key={issue.id}>
                  <LinkBox as="article">
                    <Card.Root variant="outline" _hover={{ borderColor: 'brand.muted' }}>
                      <Card.Body gap="2">
                        <HStack justify="space-between" align="start" gap="3">
                          <LinkOverlay asChild fontWeight="semibold" overflowWrap="anywhere">
                            <RouterLink to={`/dashboard/issues/${issue.id}`} dir="auto">{issue.title}</RouterLink>
                          </LinkOverlay>
                          <HStack gap="2" flexShrink={0}>
                            {issue.unread && <NewReplyBadge />}
                            <StatusBadge status={issue.status.name} />
                          </HStack>
                        </HStack>
                        <IssueMeta topic={issue.topic} createdAt={issue.created_at} />
                      </Card.Body>
                    </Card.Root>
                  </LinkBox>
                </li>
              ))}
            </Stack>
            <Pager pagination={pagination} label={t`Issues`} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
