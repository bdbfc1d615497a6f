import { defineQuery, type StaffIssue } from 'shared-api';
import { getServiceInterestCounts, getStaffIssues, issueKeys, ISSUE_STATUSES, ISSUE_TOPICS } from 'shared-api/issues';
import { useQuery } from 'shared-api/query';
import { Box, Card, formatDateTime, HStack, Link, LinkBox, LinkOverlay, PageFrame, PageSection, RouterLink, Stack, Text, useUrlFilters } from 'shared-ui';
import { FilterBar, FilterLabel, FilterSelect, StaffPager } from 'shared-ui/staff';
import { IssueMeta, StatusBadge } from '../../features/issues/parts';
import { SERVICE_NAMES } from '../../features/issues/services';

const AGES = [
  { value: '', label: 'Any age' },
  { value: '2', label: 'Older than 2 days' },
  { value: '7', label: 'Older than a week' },
  { value: '30', label: 'Older than a month' },
];

/** `value` as the one of `values` it is, or undefined. */
const pick = <T extends string>(values: readonly T[], value: string) => values.find((v) => v === value);

/** Staff: every member's issues, those waiting for an answer first (longest waiting first), by status, topic and age. */
export default function StaffIssuesPage() {
  const filters = useUrlFilters({ status: '', topic: '', older: '' }, { status: ISSUE_STATUSES, topic: ISSUE_TOPICS, older: AGES.map((age) => age.value) });
  const { values, page } = filters;
  const filter = {
    status: pick(ISSUE_STATUSES, values.status),
    topic: pick(ISSUE_TOPICS, values.topic),
    older_than_days: values.older ? Number(values.older) : undefined,
  };
  const query = useQuery(defineQuery(issueKeys.staffList({ ...filter, page }), () => getStaffIssues({ ...filter, page })));

  return (
    <PageSection title="Member issues" lead="Issues waiting for an answer come first, the longest waiting at the top. Replies and status changes are e-mailed to the member.">
      <FilterBar label="Filter issues">
        <Box>
          <FilterLabel htmlFor="issues-status">Status</FilterLabel>
          <FilterSelect id="issues-status" value={filter.status ?? ''} onChange={(e) => filters.set({ status: e.target.value })}>
            <option value="">Every status</option>
            {ISSUE_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </FilterSelect>
        </Box>
        <Box>
          <FilterLabel htmlFor="issues-topic">Topic</FilterLabel>
          <FilterSelect id="issues-topic" value={filter.topic ?? ''} onChange={(e) => filters.set({ topic: e.target.value })}>
            <option value="">Every topic</option>
            {ISSUE_TOPICS.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </FilterSelect>
        </Box>
        <Box>
          <FilterLabel htmlFor="issues-age">Raised</FilterLabel>
          <FilterSelect id="issues-age" value={filter.older_than_days ? String(filter.older_than_days) : ''} onChange={(e) => filters.set({ older: e.target.value })}>
            {AGES.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </FilterSelect>
        </Box>
      </FilterBar>
      <PageFrame query={query} what="the issues" empty={{ when: (list) => list.items.length === 0, title: 'No issues', description: 'Issues that match these filters will be listed here.' }}>
        {({ items, pagination }) => (
          <>
            <Stack as="ol" gap="3" listStyleType="none" aria-label="Issues, waiting longest first">
              {items.map((issue) => (
                <InboxRow key={issue.id} issue={issue} />
              ))}
            </Stack>
            <StaffPager pagination={pagination} onPage={filters.setPage} labels={['Previous', 'Next']} />
          </>
        )}
      </PageFrame>
      <ServiceDemand />
    </PageSection>
  );
}

function InboxRow({ issue }: { issue: StaffIssue }) {
  return (
    <li>
      <LinkBox as="article">
        <Card.Root variant="outline" borderLeftWidth={issue.waiting_since ? '4px' : '1px'} borderLeftColor={issue.waiting_since ? 'orange.solid' : undefined}>
          <Card.Body gap="2">
            <HStack justify="space-between" align="start" gap="3">
              <LinkOverlay asChild fontWeight="semibold" overflowWrap="anywhere">
                <RouterLink to={`/staff/issues/${issue.id}`}>
                  #{issue.id} {issue.title}
                </RouterLink>
              </LinkOverlay>
              <StatusBadge status={issue.status.name} />
            </HStack>
            <IssueMeta topic={issue.topic} createdAt={issue.created_at} />
            <Text fontSize="sm" color="fg.muted">
              {issue.author.name} · {issue.comments === 1 ? '1 comment' : `${issue.comments} comments`}
              {issue.waiting_since && (
                <>
                  {' · '}
                  <Text as="span" color="orange.fg" fontWeight="medium">
                    waiting since <time dateTime={issue.waiting_since}>{formatDateTime(issue.waiting_since)}</time>
                  </Text>
                </>
              )}
            </Text>
          </Card.Body>
        </Card.Root>
      </LinkBox>
    </li>
  );
}

/** How many members asked to be told when each service opens. */
function ServiceDemand() {
  const query = useQuery(defineQuery(issueKeys.serviceCounts, getServiceInterestCounts));
  if (!query.data?.length) return null;
  return (
    <Text mt="8" fontSize="sm" color="fg.muted">
      Members waiting for a service to open:{' '}
      {query.data.map((c, i) => (
        <span key={c.service}>
          {i > 0 && ', '}
          <Link asChild color="brand.fg">
            <RouterLink to={`/dashboard/${c.service}`}>{SERVICE_NAMES[c.service]}</RouterLink>
          </Link>{' '}
          {c.members}
        </span>
      ))}
      .
    </Text>
  );
}
