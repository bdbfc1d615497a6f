import { useMemo, useState } from 'react';
import { errorMessage } from 'shared-api';
import type { StaffCourseEnrolment } from '../../shapes';
import { downloadCourseEnrolments, type CourseEnrolmentsQuery } from '../../api';
import { BackLink, Box, Button, formatDateTime, PageFrame, PageSection, Text, useParams, useUrlFilters } from 'shared-ui';
import { ExportFailure, FilterBar, FilterLabel, FilterSelect, StaffPager, today, useExport } from 'shared-ui/staff';
import { BulkBar, SearchBox, SidePanel, StaffTable, type StaffColumn, type TableSort } from 'shared-ui/table';
import { useCourseEnrolments, useDecideEnrolments, useStaffCourse } from '../../api';
import { CourseLinks, courseName, EnrolmentBadge, ENROLMENT_LABELS } from '../../staff/course-parts';
import { DecisionDialog, type Decision } from './DecisionDialog';
import { EnrolmentDetail } from './EnrolmentDetail';

const STATUSES = Object.keys(ENROLMENT_LABELS) as Array<keyof typeof ENROLMENT_LABELS>;
const SORTS = ['status', 'created_at', 'name'] as const;

const memberColumns: StaffColumn<StaffCourseEnrolment>[] = [
  { id: 'name', header: 'Member', sortable: true, primary: true, cell: (e) => e.member.name },
  { id: 'status', header: 'Status', sortable: true, primary: true, cell: (e) => <EnrolmentBadge status={e.status} /> },
];
const detailColumns: StaffColumn<StaffCourseEnrolment>[] = [
  { id: 'contact', header: 'E-mail and phone', cell: (e) => [e.member.email, e.member.phone].filter(Boolean).join(' · ') },
  { id: 'created_at', header: 'Enrolled', sortable: true, cell: (e) => <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time> },
  { id: 'decided', header: 'Decided', cell: (e) => (e.decided_at ? `${formatDateTime(e.decided_at)}${e.decided_by ? ` by ${e.decided_by}` : ''}` : '—') },
];
const courseColumns = [...memberColumns, ...detailColumns];
// Every course's list says which course each enrolment is in.
const everyCourseColumns: StaffColumn<StaffCourseEnrolment>[] = [...memberColumns, { id: 'course', header: 'Course', cell: (e) => e.course.name }, ...detailColumns];

/**
 * Staff: a course's enrolments with the members' answers, oldest waiting first, by status and searched by member.
 * Select enrolments to accept or decline them at once or export just them; open one for its answers and decision.
 * Without a course (/staff/learning/enrolments, where the staff home's queue leads with `?status=pending`) it lists
 * every course's enrolments the same way, less the export, whose columns are one course's questions.
 */
export default function StaffEnrolmentsPage() {
  const { courseId } = useParams();
  const course = useStaffCourse(courseId ?? '', Boolean(courseId));
  const filters = useUrlFilters({ status: '', q: '', sort: 'status', dir: 'asc' }, { status: STATUSES, sort: SORTS, dir: ['asc', 'desc'] });
  const { values, page } = filters;
  const query: CourseEnrolmentsQuery = {
    status: values.status || undefined,
    q: values.q || undefined,
    sort: SORTS.find((s) => s === values.sort) ?? 'status',
    dir: values.dir === 'desc' ? 'desc' : 'asc',
    page,
  };
  const enrolments = useCourseEnrolments(courseId, query);
  const exporting = useExport(errorMessage);
  const decideMany = useDecideEnrolments();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const openEnrolment = useMemo(() => enrolments.data?.items.find((e) => e.id === openId), [enrolments.data, openId]);
  // A new filter or page is another list: what was selected on the last one is not on this one.
  const refilter = (next: Parameters<typeof filters.set>[0]) => {
    setSelected(new Set());
    filters.set(next);
  };
  const { status, q } = query;
  const exportCsv = (ids?: number[]) => {
    if (!courseId) return;
    const what = ids ? 'selected' : status ? ENROLMENT_LABELS[status as keyof typeof ENROLMENT_LABELS].label.toLowerCase() : 'all';
    void exporting.run(() => downloadCourseEnrolments(courseId, { status, q, ids }), `course-${courseId}-enrolments-${what}-${today()}.csv`);
  };

  return (
    <PageSection title={!courseId ? 'Course enrolments' : course.data ? `Enrolments: ${courseName(course.data)}` : 'Enrolments'}>
      {courseId ? (
        <CourseLinks courseId={courseId} current="enrolments" />
      ) : (
        <>
          <BackLink to="/staff/learning" mb="4">
            All programmes and courses
          </BackLink>
          <Text color="fg.muted" mb="4">
            Every course’s enrolments. Members take a course’s quiz once you accept their enrolment, when the course needs acceptance; each member is told of your decision by e-mail.
          </Text>
        </>
      )}
      {courseId && course.data && (
        <Text color="fg.muted" mb="4">
          {course.data.requires_acceptance
            ? 'This course needs acceptance: members take the quiz once you accept their enrolment. The member is told of your decision by e-mail.'
            : 'This course does not need acceptance: enrolled members may take the quiz at once.'}
        </Text>
      )}
      <FilterBar label="Filter enrolments">
        <SearchBox label="Search" placeholder="Name, e-mail, phone or MEMBER ID" value={values.q} onSearch={(text) => refilter({ q: text })} />
        <Box>
          <FilterLabel htmlFor="enrolments-status">Status</FilterLabel>
          <FilterSelect id="enrolments-status" value={values.status} onChange={(e) => refilter({ status: e.target.value })}>
            <option value="">All</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {ENROLMENT_LABELS[s].label}
              </option>
            ))}
          </FilterSelect>
        </Box>
        {courseId && (
          <Button variant="outline" colorPalette="brand" loading={exporting.busy} onClick={() => exportCsv()}>
            Export CSV
          </Button>
        )}
      </FilterBar>
      <ExportFailure what="enrolments" failure={exporting.failure} />
      <PageFrame
        query={enrolments}
        what="the enrolments"
        notFound={{ title: 'This course does not exist', back: { to: '/staff/learning', label: 'Back to learning' } }}
        empty={{
          when: (list) => list.items.length === 0,
          title: q ? 'No enrolment matches the search' : 'No enrolments',
          description: q
            ? 'Check the spelling, or search by e-mail or phone.'
            : status
              ? 'No enrolment has this status.'
              : courseId
                ? 'Members who enrol in this course will be listed here.'
                : 'Members who enrol in a course will be listed here.',
        }}
      >
        {({ items, pagination }) => (
          <>
            <StaffTable
              caption={query.sort === 'status' && query.dir === 'asc' ? 'Enrolments, oldest waiting first' : 'Enrolments'}
              rows={items}
              columns={courseId ? courseColumns : everyCourseColumns}
              rowKey={(e) => String(e.id)}
              rowLabel={(e) => e.member.name}
              sort={{ by: query.sort ?? 'status', dir: query.dir ?? 'asc' }}
              onSort={(sort: TableSort) => refilter({ sort: sort.by, dir: sort.dir })}
              selected={selected}
              onSelect={setSelected}
              onOpen={(e) => setOpenId(e.id)}
              openKey={openId === null ? null : String(openId)}
            />
            <BulkBar count={selected.size} noun={['enrolment', 'enrolments']} onClear={() => setSelected(new Set())}>
              <Button size="sm" colorPalette="brand" onClick={() => setDeciding('accepted')}>
                Accept
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeciding('declined')}>
                Decline
              </Button>
              {courseId && (
                <Button size="sm" variant="outline" loading={exporting.busy} onClick={() => exportCsv([...selected].map(Number))}>
                  Export the selection
                </Button>
              )}
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
      {deciding && (
        <DecisionDialog
          who={selected.size}
          decision={deciding}
          onDecide={async (input) => {
            const result = await decideMany.mutateAsync({ ids: [...selected].map(Number), ...input });
            setSelected(new Set());
            return result;
          }}
          onClose={() => setDeciding(null)}
        />
      )}
      <SidePanel title={openEnrolment ? `${openEnrolment.member.name}’s enrolment` : 'Enrolment'} open={Boolean(openEnrolment)} onClose={() => setOpenId(null)}>
        {openEnrolment && <EnrolmentDetail enrolment={openEnrolment} showCourse={!courseId} />}
      </SidePanel>
    </PageSection>
  );
}
