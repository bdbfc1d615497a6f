import { t } from '@lingui/core/macro';
import type { CourseDetail } from '../../shapes';
import { Box, Card, formatDateTime, formatPKR, Grid, Heading, PageFrame, SafeHtml, SimpleGrid, Skeleton, SkeletonText, Stack, StoredImage, usePageTitle, useParams } from 'shared-ui';
import { useCourse } from '../../api';
import { Fact } from '../../Fact';
import { dashboardCareerCertificatesPath } from '../../paths';
import { Certification, Registration } from './CourseActions';

const PageSkeleton = () => (
  <Stack gap="4">
    <Skeleton h="10" w="70%" />
    <SkeletonText noOfLines={4} />
    <Skeleton h="48" />
  </Stack>
);

/** A course (second spec §2.11): what it is, its registration dates and programme, and what the member can do next. */
export default function CoursePage() {
  const { courseId = '' } = useParams();
  const query = useCourse(courseId);
  usePageTitle(query.data?.title);
  return (
    <Box maxW="6xl" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
      <PageFrame
        query={query}
        what={t`the course`}
        skeleton={<PageSkeleton />}
        notFound={{ title: t`This course does not exist`, back: { to: dashboardCareerCertificatesPath, label: t`See the certificate programmes` }, titleAs: 'h1' }}
      >
        {(course) => <CourseView course={course} />}
      </PageFrame>
    </Box>
  );
}

function CourseView({ course }: { course: CourseDetail }) {
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={{ base: 6, lg: 10 }}>
      <Stack gap="5" minW="0">
        {course.image && <StoredImage image={course.image} width={course.image_width} height={course.image_height} alt="" priority borderRadius="l3" sizes="(min-width: 62em) 66vw, 100vw" />}
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
          {course.title}
        </Heading>
        <SafeHtml html={course.description} overflowWrap="anywhere" />
      </Stack>
      <Stack as="aside" gap="5" aria-label={t`Course details`} minW="0">
        <Card.Root variant="outline">
          <Card.Body gap="5">
            <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 1 }} gap="4">
              {course.start_date && (
                <Fact label={t`Registration Start Date`}>
                  <time dateTime={course.start_date}>{formatDateTime(course.start_date)}</time>
                </Fact>
              )}
              {course.end_date && (
                <Fact label={t`Registration End Date`}>
                  <time dateTime={course.end_date}>{formatDateTime(course.end_date)}</time>
                </Fact>
              )}
              <Fact label={t`Program`}>{course.program.title}</Fact>
              {/* spec: every course is free */}
              <Fact label={t`Price`}>{course.price > 0 ? formatPKR(course.price) : t`Free`}</Fact>
            </SimpleGrid>
            <Registration course={course} />
          </Card.Body>
        </Card.Root>
        {course.certification && <Certification course={course} />}
      </Stack>
    </Grid>
  );
}
