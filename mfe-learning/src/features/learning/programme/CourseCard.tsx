import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ProgramCourse } from '../shapes';
import { Badge, Box, Button, Card, Heading, HStack, RouterLink, SafeHtml, Stack, StoredImage, Text } from 'shared-ui';
import { coursePath } from '../paths';

/**
 * A course of a programme page (spec §2.9): its description, and behind Learn more the "What you'll learn" list; a
 * Registrations Closed badge while registrations are closed, otherwise Register Now, which leads to the course.
 */
export function CourseCard({ course }: { course: ProgramCourse }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const headingId = useId();
  const title = course.title;
  return (
    <Card.Root as="article" aria-labelledby={headingId} h="full" overflow="hidden">
      {course.image && <StoredImage image={course.image} width={course.image_width} height={course.image_height} alt="" sizes="(min-width: 48em) 33vw, 100vw" />}
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h3" size="md" id={headingId} overflowWrap="anywhere">
            {course.title}
          </Heading>
          {course.batch && (
            <Text fontSize="sm" color="fg.muted">
              {course.batch}
            </Text>
          )}
        </Stack>
        <SafeHtml html={course.description} fontSize="sm" color="fg.muted" overflowWrap="anywhere" />
        {open && (
          <Box id={listId}>
            <Heading as="h4" size="sm" mb="2">
              <Trans>What you&apos;ll learn</Trans>
            </Heading>
            <Stack as="ul" gap="1.5" ps="5" listStyleType="disc" fontSize="sm">
              {course.features.map((feature, i) => (
                <li key={`${i}-${feature}`}>{feature}</li>
              ))}
            </Stack>
          </Box>
        )}
      </Card.Body>
      <Card.Footer gap="3" flexWrap="wrap" justifyContent="space-between">
        {course.features.length > 0 ? (
          <Button variant="plain" px="0" color="brand.fg" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => setOpen((v) => !v)}>
            {open ? t`View less` : t`Learn more`}
          </Button>
        ) : (
          <span />
        )}
        <HStack>
          {course.registrations_closed ? (
            <Badge size="lg" colorPalette="gray" variant="subtle">
              <Trans>Registrations Closed</Trans>
            </Badge>
          ) : (
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to={coursePath(course)} aria-label={t`Register Now for ${title}`}>
                <Trans>Register Now</Trans>
              </RouterLink>
            </Button>
          )}
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
