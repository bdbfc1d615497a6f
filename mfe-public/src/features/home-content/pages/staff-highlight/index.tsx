import { lazy, Suspense } from 'react';
import { defineQuery } from 'shared-api';
import { getHighlightPreview, getStaffHighlight, highlightHooks, staffHomeContentKeys } from '../../api';
import type { StaffHighlight } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { Container, PageFrame, Spinner, useNavigate, useParams } from 'shared-ui';
import { blankHighlight, HighlightForm, highlightValues } from '../../staff/HighlightForm';
import { RecordPage, SavedRecord } from '../../staff/RecordPage';

const HighlightsPlayer = lazy(() => import('../../HighlightsPlayer'));

const BACK = { to: '/staff/highlights', label: 'All highlights' };

const SAYS = {
  draft: 'A draft: only staff see this highlight. Preview the carousel with it, then publish now or schedule.',
  scheduled: 'Scheduled: visitors see this highlight on the home page from',
  published: 'Published: visitors see this highlight on the home page since',
} as const;

/** Staff: a new highlight (/staff/highlights/new), or one to edit, preview, publish, schedule or unpublish. */
export default function StaffHighlightPage() {
  const { highlightId } = useParams();
  return highlightId ? <EditHighlight id={highlightId} /> : <NewHighlight />;
}

function NewHighlight() {
  const navigate = useNavigate();
  const create = highlightHooks.useCreate();
  const publish = highlightHooks.usePublish();
  return (
    <RecordPage title="New highlight" lead="Save it as a draft that only staff see, publish it now, or schedule it." back={BACK}>
      <HighlightForm
        initialValues={blankHighlight}
        onSave={(input) => create.mutateAsync(input)}
        onPublish={(id, at) => publish.mutateAsync({ id, at })}
        onDone={(highlight) => navigate(`/staff/highlights/${highlight.id}`)}
      />
    </RecordPage>
  );
}

/** The carousel as the home page will show it with this highlight published, in the player first. */
function Preview({ highlight }: { highlight: StaffHighlight }) {
  const query = useQuery(defineQuery(staffHomeContentKeys.highlights.preview(highlight.id), () => getHighlightPreview(highlight.id)));
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <PageFrame query={query} what="the preview">
        {(highlights) => (
          <Suspense fallback={<Spinner aria-label="Loading the player" />}>
            {/* This highlight in the player, the others in the carousel in their order. */}
            <HighlightsPlayer highlights={[...highlights.filter((h) => h.id === highlight.id), ...highlights.filter((h) => h.id !== highlight.id)]} />
          </Suspense>
        )}
      </PageFrame>
    </Container>
  );
}

function EditHighlight({ id }: { id: string }) {
  const query = useQuery(defineQuery(staffHomeContentKeys.highlights.one(id), () => getStaffHighlight(id)));
  const update = highlightHooks.useUpdate(id);
  const publish = highlightHooks.usePublish();
  const unpublish = highlightHooks.useUnpublish(id);
  return (
    <RecordPage title={query.data?.name ?? 'Highlight'} back={BACK}>
      <SavedRecord
        query={query}
        what="this highlight"
        notFound={{ title: 'This highlight does not exist', back: { to: BACK.to, label: 'Back to the highlights' } }}
        says={SAYS}
        shownOn={{ path: '/#highlights', link: 'See it on the home page' }}
        preview={(highlight) => <Preview highlight={highlight} />}
        unpublish={unpublish}
      >
        {(highlight) => (
          <HighlightForm
            key={`${highlight.id}-${highlight.status}`}
            initialValues={highlightValues(highlight)}
            published={highlight.status !== 'draft'}
            onSave={(input) => update.mutateAsync(input)}
            onPublish={(highlightId, at) => publish.mutateAsync({ id: highlightId, at })}
          />
        )}
      </SavedRecord>
    </RecordPage>
  );
}
