import type { StaffCourseEnrolment, StaffCourseRow } from '../shapes';
import { BackLink, Badge, HStack, Link, RouterLink } from 'shared-ui';

/** A course as staff name it: its title and, when it has several intakes, its batch. */
export const courseName = (course: Pick<StaffCourseRow, 'title' | 'batch'>) => (course.batch ? `${course.title} (${course.batch})` : course.title);

export const coursePaths = {
  edit: (courseId: number | string) => `/staff/learning/courses/${courseId}`,
  enrolments: (courseId: number | string) => `/staff/learning/courses/${courseId}/enrolments`,
  results: (courseId: number | string) => `/staff/learning/courses/${courseId}/results`,
  /** the course's page as members see it */
  members: (course: Pick<StaffCourseRow, 'id' | 'slug'>) => `/dashboard/course/${course.slug}/${course.id}`,
};

export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <Badge colorPalette={published ? 'green' : 'gray'} variant="subtle">
      {published ? 'Published' : 'Draft'}
    </Badge>
  );
}

/**
 * Registrations as members find them today, and why when they are closed: staff closed them, or staff opened them
 * and the registration dates keep them closed.
 */
export function registrationsState(course: Pick<StaffCourseRow, 'registrations_open' | 'registrations_closed'>) {
  if (!course.registrations_closed) return { label: 'Registrations open', palette: 'green', why: null };
  return { label: 'Registrations closed', palette: 'gray', why: course.registrations_open ? 'opened, outside its dates' : 'closed by staff' };
}

export function RegistrationsBadge({ course }: { course: Pick<StaffCourseRow, 'registrations_open' | 'registrations_closed'> }) {
  const { label, palette, why } = registrationsState(course);
  return (
    <Badge colorPalette={palette} variant="subtle" whiteSpace="normal">
      {why ? `${label}: ${why}` : label}
    </Badge>
  );
}

type EnrolmentStatus = StaffCourseEnrolment['status'];

export const ENROLMENT_LABELS: Record<EnrolmentStatus, { label: string; palette: string }> = {
  pending: { label: 'Waiting', palette: 'orange' },
  accepted: { label: 'Accepted', palette: 'green' },
  declined: { label: 'Declined', palette: 'red' },
};

export function EnrolmentBadge({ status }: { status: EnrolmentStatus }) {
  const { label, palette } = ENROLMENT_LABELS[status];
  return (
    <Badge colorPalette={palette} variant="subtle" flexShrink={0}>
      {label}
    </Badge>
  );
}

type CoursePage = 'edit' | 'enrolments' | 'results';
const PAGE_LABELS: Record<CoursePage, string> = { edit: 'Edit the course', enrolments: 'Enrolments', results: 'Quiz results' };

/** The way back to every course, and to the course's other staff pages. */
export function CourseLinks({ courseId, current }: { courseId: number | string; current: CoursePage }) {
  return (
    <HStack as="nav" aria-label="The course’s pages" gap="4" wrap="wrap" fontSize="sm" mb="4">
      <BackLink to="/staff/learning">All programmes and courses</BackLink>
      {(Object.keys(PAGE_LABELS) as CoursePage[])
        .filter((page) => page !== current)
        .map((page) => (
          <Link key={page} asChild color="brand.fg">
            <RouterLink to={coursePaths[page](courseId)}>{PAGE_LABELS[page]}</RouterLink>
          </Link>
        ))}
    </HStack>
  );
}
