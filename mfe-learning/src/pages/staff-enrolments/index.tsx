import { downloadCourseEnrolments } from 'shared-api/learning';
import { Box, Button, PageFrame, PageSection, Stack, Text, useParams, useUrlFilters } from 'shared-ui';
import { FilterBar, FilterLabel, FilterSelect, StaffPager, today } from 'shared-ui/staff';
import { useCourseEnrolments, useStaffCourse } from '../../features/learning/api';
import { CourseLinks, courseName, ENROLMENT_LABELS } from '../../features/staff/course-parts';
import { useExport } from '../../features/staff/useExport';
import { EnrolmentRow } from './EnrolmentRow';

const STATUSES = Object.keys(ENROLMENT_LABELS) as Array<keyof typeof ENROLMENT_LABELS>;

/** Staff: a course's enrolments with the members' answers, by status; accept or decline one; the list as CSV. */
export default function StaffEnrolmentsPage() {
  const { courseId = '' } = useParams();
  const course = useStaffCourse(courseId);
  const filters = useUrlFilters({ status: '' }, { status: STATUSES });
  const { status } = filters.values;
  const query = useCourseEnrolments(courseId, status, filters.page);
  const exporting = useExport();
  const fileName = `course-${courseId}-enrolments-${status ? ENROLMENT_LABELS[status as keyof typeof ENROLMENT_LABELS].label.toLowerCase() : 'all'}-${today()}.csv`;

  return (
    <PageSection title={course.data ? `Enrolments: ${courseName(course.data)}` : 'Enrolments'}>
      <CourseLinks courseId={courseId} current="enrolments" />
      {course.data && (
        <Text color="fg.muted" mb="4">
          {course.data.requires_acceptance
            ? 'This course needs acceptance: members take the quiz once you accept their enrolment. The member is told of your decision by e-mail.'
            : 'This course does not need acceptance: enrolled members may take the quiz at once.'}
        </Text>
      )}
      <FilterBar label="Filter enrolments">
        <Box>
          <FilterLabel htmlFor="enrolments-status">Status</FilterLabel>
          <FilterSelect id="enrolments-status" value={status} onChange={(e) => filters.set({ status: e.target.value })}>
            <option value="">All</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {ENROLMENT_LABELS[s].label}
              </option>
            ))}
          </FilterSelect>
        </Box>
        <Button variant="outline" colorPalette="brand" loading={exporting.busy} onClick={() => void exporting.run(() => downloadCourseEnrolments(courseId, status || undefined), fileName)}>
          Export CSV
        </Button>
      </FilterBar>
      {exporting.failure && (
        <Text role="alert" color="fg.error" mb="4">
          We couldn&apos;t export the enrolments: {exporting.failure}
        </Text>
      )}
      <PageFrame
        query={query}
        what="the enrolments"
        notFound={{ title: 'This course does not exist', back: { to: '/staff/learning', label: 'Back to learning' } }}
        empty={{ when: (list) => list.items.length === 0, title: 'No enrolments', description: status ? 'No enrolment has this status.' : 'Members who enrol in this course will be listed here.' }}
      >
        {({ items, pagination }) => (
          <>
            <Stack as="ol" gap="3" listStyleType="none" aria-label="Enrolments, oldest waiting first">
              {items.map((enrolment) => (
                <EnrolmentRow key={enrolment.id} enrolment={enrolment} />
              ))}
            </Stack>
            <StaffPager pagination={pagination} onPage={filters.setPage} labels={['Previous', 'Next']} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
