import { useMemo, useState } from 'react';
import { errorMessage } from 'shared-api';
import type { StaffQuizResult } from '../../shapes';
import { downloadCourseResults, type CourseResultsQuery } from '../../api';
import { Button, formatDateTime, PageFrame, PageSection, Text, useParams, useUrlFilters } from 'shared-ui';
import { ExportFailure, FilterBar, StaffPager, today, useExport } from 'shared-ui/staff';
import { SearchBox, SidePanel, StaffTable, type StaffColumn, type TableSort } from 'shared-ui/table';
import { useCourseResults, useStaffCourse } from '../../api';
import { CourseLinks, courseName } from '../../staff/course-parts';
import { Outcome, ResultDetail, scoreOf } from './ResultDetail';

const SORTS = ['submitted_at', 'score', 'name'] as const;

const columns: StaffColumn<StaffQuizResult>[] = [
  { id: 'name', header: 'Member', sortable: true, primary: true, cell: (r) => r.member.name },
  { id: 'attempt', header: 'Attempt', cell: (r) => `Attempt ${r.attempt_number}` },
  { id: 'score', header: 'Score', sortable: true, numeric: true, primary: true, cell: scoreOf },
  { id: 'outcome', header: 'Result', cell: (r) => <Outcome result={r} /> },
  { id: 'submitted_at', header: 'Submitted', sortable: true, cell: (r) => <time dateTime={r.submitted_at}>{formatDateTime(r.submitted_at)}</time> },
  { id: 'text_answers', header: 'Text answers', numeric: true, cell: (r) => r.text_answers.length || '—' },
];

/** Staff: a course's quiz attempts, newest first, by score or member, with the text answers to read; the list as CSV. */
export default function StaffResultsPage() {
  const { courseId = '' } = useParams();
  const course = useStaffCourse(courseId);
  const filters = useUrlFilters({ q: '', sort: 'submitted_at', dir: 'desc' }, { sort: SORTS, dir: ['asc', 'desc'] });
  const { values, page } = filters;
  const query: CourseResultsQuery = {
    q: values.q || undefined,
    sort: SORTS.find((s) => s === values.sort) ?? 'submitted_at',
    dir: values.dir === 'asc' ? 'asc' : 'desc',
    page,
  };
  const results = useCourseResults(courseId, query);
  const exporting = useExport(errorMessage);
  const [openId, setOpenId] = useState<number | null>(null);
  const openResult = useMemo(() => results.data?.items.find((r) => r.id === openId), [results.data, openId]);
  const newestFirst = query.sort === 'submitted_at' && query.dir === 'desc';

  return (
    <PageSection title={course.data ? `Quiz results: ${courseName(course.data)}` : 'Quiz results'}>
      <CourseLinks courseId={courseId} current="results" />
      <Text color="fg.muted" mb="4">
        {course.data
          ? `Passing needs ${course.data.quiz_passing_score} of ${course.data.quiz_total_score} points (${course.data.quiz_passing_percentage}%). Text answers are not scored: open an attempt to read them.`
          : 'Text answers are not scored: open an attempt to read them.'}
      </Text>
      <FilterBar label="Search the results">
        <SearchBox label="Search" placeholder="Name, e-mail, phone or MEMBER ID" value={values.q} onSearch={(q) => filters.set({ q })} />
        <Button variant="outline" colorPalette="brand" loading={exporting.busy} onClick={() => void exporting.run(() => downloadCourseResults(courseId, { q: query.q }), `course-${courseId}-quiz-results-${today()}.csv`)}>
          Export CSV
        </Button>
      </FilterBar>
      <ExportFailure what="results" failure={exporting.failure} />
      <PageFrame
        query={results}
        what="the results"
        notFound={{ title: 'This course does not exist', back: { to: '/staff/learning', label: 'Back to learning' } }}
        empty={{
          when: (list) => list.items.length === 0,
          title: query.q ? 'No attempt matches the search' : 'No attempts yet',
          description: query.q ? 'Check the spelling, or search by e-mail or phone.' : 'Quiz attempts will be listed here as members submit them.',
        }}
      >
        {({ items, pagination }) => (
          <>
            <StaffTable
              caption={newestFirst ? 'Attempts, newest first' : 'Attempts'}
              rows={items}
              columns={columns}
              rowKey={(r) => String(r.id)}
              rowLabel={(r) => `${r.member.name}, attempt ${r.attempt_number}`}
              sort={{ by: query.sort ?? 'submitted_at', dir: query.dir ?? 'desc' }}
              onSort={(sort: TableSort) => filters.set({ sort: sort.by, dir: sort.dir })}
              onOpen={(r) => setOpenId(r.id)}
              openKey={openId === null ? null : String(openId)}
            />
            <StaffPager pagination={pagination} onPage={filters.setPage} labels={newestFirst ? ['Newer', 'Older'] : ['Previous', 'Next']} />
          </>
        )}
      </PageFrame>
      <SidePanel title={openResult ? `${openResult.member.name}, attempt ${openResult.attempt_number}` : 'Attempt'} open={Boolean(openResult)} onClose={() => setOpenId(null)}>
        {openResult && <ResultDetail result={openResult} />}
      </SidePanel>
    </PageSection>
  );
}
