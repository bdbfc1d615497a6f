import { t } from '@lingui/core/macro';
import type { QueryState } from 'shared-api';
import type { LearningProgram } from '../shapes';
import { CardGridSkeleton, Island, PageFrame, SimpleGrid } from 'shared-ui';
import { CourseCard } from './CourseCard';

/** A programme's courses as cards, from the programme's data. */
export function CourseList({ query }: { query: QueryState<LearningProgram> }) {
  return (
    <PageFrame
      query={query}
      what={t`the certificate programmes`}
      skeleton={<CardGridSkeleton />}
      empty={{ when: (program) => program.courses.length === 0, title: t`No certificate programmes yet`, description: t`The courses of the next round will be listed here.` }}
    >
      {(program) => (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" alignItems="stretch">
          {program.courses.map((course) => (
            // Its Learn more responds to a person: an island of the public programme page (docs/decisions/028).
            <Island key={course.id} name="course-card" when="interaction">
              <CourseCard course={course} />
            </Island>
          ))}
        </SimpleGrid>
      )}
    </PageFrame>
  );
}
