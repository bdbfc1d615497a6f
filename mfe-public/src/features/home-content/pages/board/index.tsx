import { t } from '@lingui/core/macro';
import { defineQuery, useRead } from 'shared-api';
import { getDirectors, homeContentKeys } from '../../public-calls';
import { PageFrame, PageSection } from 'shared-ui';
import { BoardGrid, BoardSkeleton } from '../../BoardGrid';

export default function BoardPage() {
  const query = useRead(defineQuery(homeContentKeys.directors, getDirectors));
  return (
    <PageSection title={t`Our Leadership`} lead={t`The board of directors, elected by the members, who lead the association.`} width="6xl">
      <PageFrame query={query} what={t`the board`} skeleton={<BoardSkeleton />}>
        {(directors) => <BoardGrid directors={directors} />}
      </PageFrame>
    </PageSection>
  );
}
