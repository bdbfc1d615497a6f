import type { StaffCourseRow } from '../../shapes';
import { Box, Flex, formatDateTime, HStack, Link, RouterLink, Stack, Text } from 'shared-ui';
import { courseName, coursePaths, PublishedBadge, RegistrationsBadge } from '../../staff/course-parts';

/** One course in a line at a laptop's width (wrapped on a phone): its state, its figures and where to act on it. */
export function CourseRow({ course }: { course: StaffCourseRow }) {
  const name = courseName(course);
  const { pending, accepted, declined } = course.enrolments;
  return (
    <Box as="li" px={{ base: '3', md: '4' }} py="2.5">
      <Flex as="article" aria-label={name} gap={{ base: '2', md: '4' }} wrap="wrap" align="center">
        <Stack gap="0.5" flex="1 1 16rem" minW="0">
          <Link asChild fontWeight="semibold" color="brand.fg" overflowWrap="anywhere">
            <RouterLink to={coursePaths.edit(course.id)}>{name}</RouterLink>
          </Link>
          <HStack gap="1.5" wrap="wrap">
            <PublishedBadge published={course.published} />
            <RegistrationsBadge course={course} />
          </HStack>
          {(course.start_date || course.end_date) && (
            <Text fontSize="xs" color="fg.muted">
              {course.start_date && <>Opens {formatDateTime(course.start_date)}</>}
              {course.start_date && course.end_date && ' · '}
              {course.end_date && <>Closes {formatDateTime(course.end_date)}</>}
            </Text>
          )}
        </Stack>
        <Stack fontSize="sm" gap="0.5" flex="1 1 18rem" minW="0">
          <Text>
            Enrolments: {pending} waiting · {accepted} accepted · {declined} declined
          </Text>
          {course.certification ? (
            <Text>
              Certification on · {course.attempts} {course.attempts === 1 ? 'attempt' : 'attempts'} · {course.certified} certified
            </Text>
          ) : (
            <Text color="fg.muted">Certification off</Text>
          )}
        </Stack>
        <HStack as="nav" aria-label={`${name}: pages`} gap="3" fontSize="sm" flexShrink={0}>
          <Link asChild color="brand.fg">
            <RouterLink to={coursePaths.edit(course.id)}>Edit</RouterLink>
          </Link>
          <Link asChild color="brand.fg">
            <RouterLink to={coursePaths.enrolments(course.id)}>Enrolments</RouterLink>
          </Link>
          <Link asChild color="brand.fg">
            <RouterLink to={coursePaths.results(course.id)}>Results</RouterLink>
          </Link>
        </HStack>
      </Flex>
    </Box>
  );
}
