import { defineQuery } from 'shared-api';
import { figureHooks, getHomeFigurePreview, getStaffHomeFigure, staffHomeContentKeys } from '../../api';
import type { StaffHomeFigure } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { PageFrame, useNavigate, useParams } from 'shared-ui';
import { FiguresStrip } from '../../FiguresStrip';
import { blankFigure, FigureForm, figureValues } from '../../staff/FigureForm';
import { RecordPage, SavedRecord } from '../../staff/RecordPage';

const BACK = { to: '/staff/home-figures', label: 'All home page figures' };

const SAYS = {
  draft: 'A draft: only staff see this figure. Preview the band with it, then publish now or schedule.',
  scheduled: 'Scheduled: visitors see this figure on the home page from',
  published: 'Published: visitors see this figure on the home page since',
} as const;

/** Staff: a new home page figure (/staff/home-figures/new), or one to correct, preview, publish or unpublish. */
export default function StaffHomeFigurePage() {
  const { figureId } = useParams();
  return figureId ? <EditFigure id={figureId} /> : <NewFigure />;
}

function NewFigure() {
  const navigate = useNavigate();
  const create = figureHooks.useCreate();
  const publish = figureHooks.usePublish();
  return (
    <RecordPage title="New figure" lead="Save it as a draft that only staff see, publish it now, or schedule it." back={BACK}>
      <FigureForm
        initialValues={blankFigure}
        onSave={(input) => create.mutateAsync(input)}
        onPublish={(id, at) => publish.mutateAsync({ id, at })}
        onDone={(figure) => navigate(`/staff/home-figures/${figure.id}`)}
      />
    </RecordPage>
  );
}

/** The band as the home page will show it with this figure published. */
function Preview({ figure }: { figure: StaffHomeFigure }) {
  const query = useQuery(defineQuery(staffHomeContentKeys.figures.preview(figure.id), () => getHomeFigurePreview(figure.id)));
  return (
    <PageFrame query={query} what="the preview">
      {(figures) => <FiguresStrip figures={figures} />}
    </PageFrame>
  );
}

function EditFigure({ id }: { id: string }) {
  const query = useQuery(defineQuery(staffHomeContentKeys.figures.one(id), () => getStaffHomeFigure(id)));
  const update = figureHooks.useUpdate(id);
  const publish = figureHooks.usePublish();
  const unpublish = figureHooks.useUnpublish(id);
  return (
    <RecordPage title={query.data ? `${query.data.value} ${query.data.label}` : 'Home page figure'} back={BACK}>
      <SavedRecord
        query={query}
        what="this figure"
        notFound={{ title: 'This figure does not exist', back: { to: BACK.to, label: 'Back to the figures' } }}
        says={SAYS}
        shownOn={{ path: '/#stats-heading', link: 'See it on the home page' }}
        preview={(figure) => <Preview figure={figure} />}
        unpublish={unpublish}
      >
        {(figure) => (
          <FigureForm
            key={`${figure.id}-${figure.status}`}
            initialValues={figureValues(figure)}
            published={figure.status !== 'draft'}
            onSave={(input) => update.mutateAsync(input)}
            onPublish={(figureId, at) => publish.mutateAsync({ id: figureId, at })}
          />
        )}
      </SavedRecord>
    </RecordPage>
  );
}
