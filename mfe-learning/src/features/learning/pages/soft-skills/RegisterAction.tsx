import { Trans } from '@lingui/react/macro';
import type { QueryState } from 'shared-api';
import type { LearningProgram } from '../../shapes';
import { Badge, Button, RouterLink } from 'shared-ui';
import { enrolPath } from '../../paths';

/**
 * Register Now for the course staff chose for this page (the programme's `register_course`): closed registrations
 * are said instead, and without a chosen course (or until the data is there) the page offers none.
 */
export function RegisterAction({ query, onBrand = false }: { query: QueryState<LearningProgram>; onBrand?: boolean }) {
  const course = query.data?.register_course;
  if (!query.data || !course) return null;
  if (course.registrations_closed) {
    return (
      <Badge size="lg" colorPalette="gray" variant={onBrand ? 'solid' : 'subtle'} alignSelf="center">
        <Trans>Registrations Closed</Trans>
      </Badge>
    );
  }
  return (
    <Button asChild size="lg" {...(onBrand ? { bg: 'white', color: 'brand.fg', _hover: { bg: 'brand.subtle' } } : { colorPalette: 'brand' })}>
      <RouterLink to={enrolPath(query.data.id, course)}>
        <Trans>Register Now</Trans>
      </RouterLink>
    </Button>
  );
}
