import { defineQuery } from 'shared-api';
import { directorHooks, getDirectorPreview, getStaffDirector, staffHomeContentKeys } from '../../api';
import type { StaffDirector } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { Container, PageFrame, useNavigate, useParams } from 'shared-ui';
import { BoardGrid } from '../../BoardGrid';
import { blankDirector, DirectorForm, directorValues } from '../../staff/DirectorForm';
import { RecordPage, SavedRecord } from '../../staff/RecordPage';

const BACK = { to: '/staff/board', label: 'The whole board' };

const SAYS = {
  draft: 'A draft: only staff see this board member. Preview the board with them, then publish now or schedule.',
  scheduled: 'Scheduled: visitors see this board member from',
  published: 'Published: visitors see this board member on Our Leadership since',
} as const;

/** Staff: a new board member (/staff/board/new), or one to edit, preview, publish, schedule or unpublish. */
export default function StaffBoardMemberPage() {
  const { directorId } = useParams();
  return directorId ? <EditDirector id={directorId} /> : <NewDirector />;
}

function NewDirector() {
  const navigate = useNavigate();
  const create = directorHooks.useCreate();
  const publish = directorHooks.usePublish();
  return (
    <RecordPage title="New board member" lead="Save it as a draft that only staff see, publish it now, or schedule it." back={BACK}>
      <DirectorForm
        initialValues={blankDirector}
        onSave={(input) => create.mutateAsync(input)}
        onPublish={(id, at) => publish.mutateAsync({ id, at })}
        onDone={(director) => navigate(`/staff/board/${director.id}`)}
      />
    </RecordPage>
  );
}

/** The board as visitors will see it with this member published, read from what was last saved. */
function Preview({ director }: { director: StaffDirector }) {
  const query = useQuery(defineQuery(staffHomeContentKeys.directors.preview(director.id), () => getDirectorPreview(director.id)));
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <PageFrame query={query} what="the preview">
        {(directors) => <BoardGrid directors={directors} />}
      </PageFrame>
    </Container>
  );
}

function EditDirector({ id }: { id: string }) {
  const query = useQuery(defineQuery(staffHomeContentKeys.directors.one(id), () => getStaffDirector(id)));
  const update = directorHooks.useUpdate(id);
  const publish = directorHooks.usePublish();
  const unpublish = directorHooks.useUnpublish(id);
  return (
    <RecordPage title={query.data?.name ?? 'Board member'} back={BACK}>
      <SavedRecord
        query={query}
        what="this board member"
        notFound={{ title: 'This board member does not exist', back: { to: BACK.to, label: 'Back to the board' } }}
        says={SAYS}
        shownOn={{ path: '/board', link: 'See it on Our Leadership' }}
        preview={(director) => <Preview director={director} />}
        unpublish={unpublish}
      >
        {(director) => (
          <DirectorForm
            key={`${director.id}-${director.status}`}
            initialValues={directorValues(director)}
            published={director.status !== 'draft'}
            onSave={(input) => update.mutateAsync(input)}
            onPublish={(directorId, at) => publish.mutateAsync({ id: directorId, at })}
          />
        )}
      </SavedRecord>
    </RecordPage>
  );
}
