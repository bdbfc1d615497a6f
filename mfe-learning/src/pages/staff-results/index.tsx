import { downloadCourseResults } from 'shared-api/learning';
import { Button, Flex, PageFrame, PageSection, Stack, Text, useParams, useUrlFilters } from 'shared-ui';
import { StaffPager, today } from 'shared-ui/staff';
import { useCourseResults, useStaffCourse } from '../../features/learning/api';
import { CourseLinks, courseName } from '../../features/staff/course-parts';
import { useExport } from '../../features/staff/useExport';
import { ResultRow } from './ResultRow';

/** Staff: a course's quiz attempts, newest first, with the text answers to read; the list as CSV. */
export default function StaffResultsPage() {
  const { courseId = '' } = useParams();
  const course = useStaffCourse(courseId);
  const { page, setPage } = useUrlFilters({});
  const query = useCourseResults(courseId, page);
  const exporting = useExport();

  return (
    <PageSection title={course.data ? `Quiz results: ${courseName(course.data)}` : 'Quiz results'}>
      <CourseLinks courseId={courseId} current="results" />
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <Text color="fg.muted" flex="1 1 20rem">
          {course.data
            ? `Passing needs ${course.data.quiz_passing_score} of ${course.data.quiz_total_score} points (${course.data.quiz_passing_percentage}%). Text answers are not scored: read them under each attempt.`
            : 'Text answers are not scored: read them under each attempt.'}
        </Text>
        <Button variant="outline" colorPalette="brand" loading={exporting.busy} onClick={() => void exporting.run(() => downloadCourseResults(courseId), `course-${courseId}-quiz-results-${today()}.csv`)}>
          Export CSV
        </Button>
      </Flex>
      {exporting.failure && (
        <Text role="alert" color="fg.error" mb="4">
          We couldn&apos;t export the results: {exporting.failure}
        </Text>
      )}
      <PageFrame
        query={query}
        what="the results"
        notFound={{ title: 'This course does not exist', back: { to: '/staff/learning', label: 'Back to learning' } }}
        empty={{ when: (list) => list.items.length === 0, title: 'No attempts yet', description: 'Quiz attempts will be listed here as members submit them.' }}
      >
        {({ items, pagination }) => (
          <>
            <Stack as="ol" gap="0" listStyleType="none" borderWidth="1px" borderRadius="l2" divideY="1px" aria-label="Attempts, newest first">
              {items.map((result) => (
                <ResultRow key={result.id} result={result} />
              ))}
            </Stack>
            <StaffPager pagination={pagination} onPage={setPage} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
