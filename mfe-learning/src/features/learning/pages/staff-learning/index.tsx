import type { StaffLearningProgram } from '../../shapes';
import { Button, Flex, Heading, Link, PageFrame, PageSection, RouterLink, Stack, Text } from 'shared-ui';
import { useStaffPrograms } from '../../api';
import { CourseRow } from './CourseRow';

/** Staff: both programmes, each with its courses in compact rows: their state, enrolments and quiz results at a glance. */
export default function StaffLearningPage() {
  const query = useStaffPrograms();
  return (
    <PageSection title="Learning" lead="The programmes, their courses and who enrolled. Enrolments waiting for a decision are counted under each course.">
      <Link asChild color="brand.fg" fontWeight="semibold" display="inline-block" mb="6">
        <RouterLink to="/staff/learning/enrolments?status=pending">Every enrolment waiting for a decision</RouterLink>
      </Link>
      <PageFrame query={query} what="the programmes" empty={{ when: (programs) => programs.length === 0, title: 'No programmes' }}>
        {(programs) => (
          <Stack gap="10">
            {programs.map((program) => (
              <Program key={program.id} program={program} />
            ))}
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}

function Program({ program }: { program: StaffLearningProgram }) {
  const headingId = `program-${program.id}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="3" wrap="wrap">
        <Stack gap="0.5" minW="0">
          <Heading id={headingId} as="h2" size="lg">
            {program.title}
          </Heading>
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to={`/staff/learning/programs/${program.id}`}>Edit the programme and its questionnaire</RouterLink>
          </Link>
        </Stack>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={`/staff/learning/courses/new?program=${program.id}`}>New course</RouterLink>
        </Button>
      </Flex>
      {program.courses.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No courses yet.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderRadius="l2" divideY="1px" aria-label={`Courses of ${program.title}`}>
          {program.courses.map((course) => (
            <CourseRow key={course.id} course={course} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
