import type { StaffCourse } from '../../shapes';
import { BackLink, HStack, Link, PageFrame, PageSection, RouterLink, Stack, Text, useNavigate, useParams, useSearchParams } from 'shared-ui';
import { useCreateCourse, useStaffCourse, useUpdateCourse } from '../../api';
import { CourseLinks, coursePaths, PublishedBadge, RegistrationsBadge } from '../../staff/course-parts';
import { CourseForm } from './CourseForm';
import { blankCourse, valuesOf } from './course-values';
import { QuizForm } from './QuizForm';

/** Staff: a new course (/staff/learning/courses/new?program=), or one to edit with its quiz. */
export default function StaffCoursePage() {
  const { courseId } = useParams();
  return courseId ? <EditCourse id={courseId} /> : <NewCourse />;
}

function NewCourse() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const create = useCreateCourse();
  const program = /^\d+$/.test(search.get('program') ?? '') ? (search.get('program') as string) : '';
  return (
    <PageSection title="New course" lead="It is saved as a draft with registrations closed unless you say otherwise. Its quiz is added once it is saved." width="3xl">
      <BackLink to="/staff/learning" mb="4">
        All programmes and courses
      </BackLink>
      <CourseForm initialValues={blankCourse(program)} submitLabel="Create course" onSave={(input) => create.mutateAsync(input)} onSaved={(course) => navigate(coursePaths.edit(course.id))} />
    </PageSection>
  );
}

function EditCourse({ id }: { id: string }) {
  const query = useStaffCourse(id);
  const update = useUpdateCourse(id);
  return (
    <PageSection title={query.data?.title ?? 'Course'} width="3xl">
      <CourseLinks courseId={id} current="edit" />
      <PageFrame query={query} what="this course" notFound={{ title: 'This course does not exist', back: { to: '/staff/learning', label: 'Back to learning' } }}>
        {(course) => (
          <Stack gap="8">
            <CourseState course={course} />
            <CourseForm key={course.id} initialValues={valuesOf(course)} submitLabel="Save changes" onSave={(input) => update.mutateAsync(input)} />
            <QuizForm key={`${course.id}-${course.quiz?.id ?? 'none'}`} course={course} />
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}

function CourseState({ course }: { course: StaffCourse }) {
  const { pending, accepted, declined } = course.enrolments;
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        {course.batch && <Text fontWeight="medium">{course.batch}</Text>}
        <PublishedBadge published={course.published} />
        <RegistrationsBadge course={course} />
        {course.published && (
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to={coursePaths.members(course)}>See it as members do</RouterLink>
          </Link>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Enrolments: {pending} waiting · {accepted} accepted · {declined} declined
        {course.certification && ` · Quiz: ${course.attempts} ${course.attempts === 1 ? 'attempt' : 'attempts'}, ${course.certified} certified`}
      </Text>
    </Stack>
  );
}
