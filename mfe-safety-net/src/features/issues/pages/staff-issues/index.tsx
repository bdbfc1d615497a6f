import { useState } from 'react';
import { defineQuery, errorMessage, ISSUE_STATUSES, ISSUE_TOPICS } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { Badge, Box, Button, formatDateTime, HStack, Link, notifyError, notifySuccess, PageFrame, PageSection, RouterLink, Text, useNavigate, useUrlFilters } from 'shared-ui';
import { FilterBar, FilterLabel, FilterSelect, StaffPager } from 'shared-ui/staff';
import { BulkBar, SearchBox, StaffTable, type StaffColumn } from 'shared-ui/table';
import { getIssueAssignees, getServiceInterestCounts, getStaffIssues, issueKeys, useCloseIssues } from '../../api';
import { StatusBadge } from '../../parts';
import { SERVICE_NAMES } from '../../services';
import type { StaffIssue } from '../../shapes';
import { ISSUE_ASSIGNED_TO_ME, ISSUE_UNASSIGNED } from 'shared-api/validation';

const plural = (n: number, one: string) => (n === 1 ? `1 ${one}` : `${n} ${one}s`);

/** The inbox's columns: waiting ones say since when, new member activity and who has each at a glance. */
const columns: StaffColumn<StaffIssue>[] = [
  {
    id: 'issue',
    header: 'Issue',
    primary: true,
    cell: (issue) => (
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={`/staff/issues/${issue.id}`}>
          #{issue.id} {issue.title}
        </RouterLink>
      </Link>
    ),
  },
  {
    id: 'state',
    header: 'Status',
    cell: (issue) => (
      <HStack as="span" gap="1.5" display="inline-flex" wrap="wrap">
        {issue.new_activity && (
          <Badge colorPalette="blue" variant="solid" size="sm">
            New activity
          </Badge>
        )}
        <StatusBadge status={issue.status.name} />
      </HStack>
    ),
  },
  { id: 'member', header: 'Member', cell: (issue) => issue.author.name },
  { id: 'topic', header: 'Topic', cell: (issue) => issue.topic },
  { id: 'assignee', header: 'Assigned to', cell: (issue) => (issue.assignee ? issue.assignee.name : 'Unassigned') },
  {
    id: 'waiting',
    header: 'Waiting since',
    cell: (issue) =>
      issue.waiting_since ? (
        <Text as="span" color="orange.fg" fontWeight="medium">
          <time dateTime={issue.waiting_since}>{formatDateTime(issue.waiting_since)}</time>
        </Text>
      ) : (
        ''
      ),
  },
  { id: 'said', header: 'Said', cell: (issue) => `${plural(issue.comments, 'comment')}${issue.notes ? ` · ${plural(issue.notes, 'note')}` : ''}` },
];

const AGES = [
  { value: '', label: 'Any age' },
  { value: '2', label: 'Older than 2 days' },
  { value: '7', label: 'Older than a week' },
  { value: '30', label: 'Older than a month' },
];

/** `value` as the one of `values` it is, or undefined. */
const pick = <T extends string>(values: readonly T[], value: string) => values.find((v) => v === value);
/** A member ID, `me` or `none`: the server answers an empty list for anyone else. */
const isAssignee = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);

/**
 * Staff: every member's issues, those waiting for an answer first (longest waiting first), by status, topic, who has
 * them and age; or only those waiting for staff, the longest waiting first.
 */
export default function StaffIssuesPage() {
  const filters = useUrlFilters({ view: '', q: '', assignee: '', status: '', topic: '', older: '' }, { view: ['waiting'], assignee: isAssignee, status: ISSUE_STATUSES, topic: ISSUE_TOPICS, older: AGES.map((age) => age.value) });
  const { values, page } = filters;
  const waiting = values.view === 'waiting';
  const filter = {
    view: waiting ? ('waiting' as const) : undefined,
    assignee: values.assignee || undefined,
    status: pick(ISSUE_STATUSES, values.status),
    topic: pick(ISSUE_TOPICS, values.topic),
    older_than_days: values.older ? Number(values.older) : undefined,
    q: values.q || undefined,
  };
  const query = useQuery(defineQuery(issueKeys.staffList({ ...filter, page }), () => getStaffIssues({ ...filter, page })));
  const staff = useQuery(defineQuery(issueKeys.assignees, getIssueAssignees));
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const closing = useCloseIssues();
  // Another filter or page is another list: what was selected is not on it.
  const refilter = (next: Parameters<typeof filters.set>[0]) => {
    setSelected(new Set());
    filters.set(next);
  };
  const closeSelected = async () => {
    try {
      const { message } = await closing.mutateAsync([...selected].map(Number));
      setSelected(new Set());
      notifySuccess(message);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <PageSection
      title="Member issues"
      lead={
        <>
          Issues waiting for an answer come first, the longest waiting at the top. Replies and status changes are e-mailed to the member; internal notes never are.{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/staff/issues/saved-replies">Saved replies</RouterLink>
          </Link>
        </>
      }
    >
      <FilterBar label="Filter issues">
        <SearchBox label="Search" placeholder="Issue number or title, member's name, e-mail, phone or MEMBER ID" value={values.q} onSearch={(q) => refilter({ q })} />
        <Box>
          <FilterLabel htmlFor="issues-view">Show</FilterLabel>
          <FilterSelect id="issues-view" value={values.view} onChange={(e) => refilter({ view: e.target.value })}>
            <option value="">Every issue</option>
            <option value="waiting">Waiting for staff, oldest first</option>
          </FilterSelect>
        </Box>
        <Box>
          <FilterLabel htmlFor="issues-assignee">Assigned to</FilterLabel>
          <FilterSelect id="issues-assignee" value={values.assignee} onChange={(e) => refilter({ assignee: e.target.value })}>
            <option value="">All</option>
            <option value={ISSUE_ASSIGNED_TO_ME}>Me</option>
            <option value={ISSUE_UNASSIGNED}>Nobody (unassigned)</option>
            {staff.data?.map((person) => (
              <option key={person.member_id} value={person.member_id}>
                {person.name}
              </option>
            ))}
          </FilterSelect>
        </Box>
        <Box>
          <FilterLabel htmlFor="issues-status">Status</FilterLabel>
          <FilterSelect id="issues-status" value={filter.status ?? ''} onChange={(e) => refilter({ status: e.target.value })}>
            <option value="">Every status</option>
            {ISSUE_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </FilterSelect>
        </Box>
        <Box>
          <FilterLabel htmlFor="issues-topic">Topic</FilterLabel>
          <FilterSelect id="issues-topic" value={filter.topic ?? ''} onChange={(e) => refilter({ topic: e.target.value })}>
            <option value="">Every topic</option>
            {ISSUE_TOPICS.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </FilterSelect>
        </Box>
        <Box>
          <FilterLabel htmlFor="issues-age">Raised</FilterLabel>
          <FilterSelect id="issues-age" value={filter.older_than_days ? String(filter.older_than_days) : ''} onChange={(e) => refilter({ older: e.target.value })}>
            {AGES.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </FilterSelect>
        </Box>
      </FilterBar>
      <PageFrame
        query={query}
        what="the issues"
        empty={{ when: (list) => list.items.length === 0, title: values.q ? 'No issue matches the search' : waiting ? 'Nothing is waiting for staff' : 'No issues', description: 'Issues that match these filters will be listed here.' }}
      >
        {({ items, pagination }) => (
          <>
            <StaffTable
              caption={waiting ? 'Issues waiting for staff, oldest first' : 'Issues, waiting longest first'}
              rows={items}
              columns={columns}
              rowKey={(issue) => String(issue.id)}
              rowLabel={(issue) => `issue #${issue.id}`}
              selected={selected}
              onSelect={setSelected}
              onOpen={(issue) => navigate(`/staff/issues/${issue.id}`)}
            />
            <BulkBar count={selected.size} noun={['issue', 'issues']} onClear={() => setSelected(new Set())}>
              <Button size="sm" colorPalette="red" variant="outline" loading={closing.isPending} onClick={() => void closeSelected()}>
                Close
              </Button>
            </BulkBar>
            <StaffPager
              pagination={pagination}
              onPage={(to) => {
                setSelected(new Set());
                filters.setPage(to);
              }}
              labels={['Previous', 'Next']}
            />
          </>
        )}
      </PageFrame>
      <ServiceDemand />
    </PageSection>
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
