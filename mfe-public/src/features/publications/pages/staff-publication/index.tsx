import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { BackLink, Box, PageFrame, PageSection, Stack, useNavigate, useParams } from 'shared-ui';
import { PublishingPanel } from '../../../staff-content/PublishingPanel';
import { getPublicationPreview, getStaffPublication, publicationWrites, staffPublicationKeys } from '../../api';
import { PublicationCard } from '../../PublicationCard';
import type { StaffPublication } from '../../shapes';
import { blankPublication, PublicationForm, publicationValuesOf } from './PublicationForm';

const BackToList = () => (
  <BackLink to="/staff/publications" mb="4">
    All publications
  </BackLink>
);

const SAYS = {
  draft: 'A draft: only staff see it, and nobody can ask for its report. Preview it, then publish it now or schedule it.',
  scheduled: 'Scheduled: visitors see it and can ask for its report from',
  published: 'Published: visitors see it on the publications page and can ask for its report since',
} as const;

/** The publication's card as visitors will see it, read from what was last saved. */
function Preview({ publication }: { publication: StaffPublication }) {
  const query = useQuery(defineQuery(staffPublicationKeys.preview(publication.id), () => getPublicationPreview(publication.id)));
  return (
    <Box p={{ base: 4, md: 6 }} maxW="md">
      <PageFrame query={query} what="the preview">
        {(card) => <PublicationCard publication={card} />}
      </PageFrame>
    </Box>
  );
}

function Publishing({ publication }: { publication: StaffPublication }) {
  const unpublish = publicationWrites.useUnpublish(publication.id);
  return (
    <PublishingPanel
      status={publication.status}
      publishAt={publication.publish_at}
      says={SAYS}
      address={{ path: '/publications', link: 'See it on the site' }}
      preview={() => <Preview publication={publication} />}
      unpublish={() => unpublish.mutateAsync()}
      unpublishing={unpublish.isPending}
    />
  );
}

/** Staff: a new publication (/staff/publications/new), or one to edit, preview, publish, schedule or unpublish. */
export default function StaffPublicationPage() {
  const { publicationId } = useParams();
  return publicationId ? <EditPublication id={publicationId} /> : <NewPublication />;
}

function NewPublication() {
  const navigate = useNavigate();
  const create = publicationWrites.useCreate();
  const publish = publicationWrites.usePublish();
  return (
    <PageSection title="New publication" lead="Save it as a draft that only staff see, publish it now, or schedule it." width="3xl">
      <BackToList />
      <PublicationForm
        initialValues={blankPublication}
        onSave={(input) => create.mutateAsync(input)}
        onPublish={(id, at) => publish.mutateAsync({ id, at })}
        onDone={(publication) => navigate(`/staff/publications/${publication.id}`)}
      />
    </PageSection>
  );
}

function EditPublication({ id }: { id: string }) {
  const query = useQuery(defineQuery(staffPublicationKeys.one(id), () => getStaffPublication(id)));
  const update = publicationWrites.useUpdate(id);
  const publish = publicationWrites.usePublish();
  return (
    <PageSection title={query.data?.title ?? 'Publication'} width="3xl">
      <BackToList />
      <PageFrame query={query} what="this publication" notFound={{ title: 'This publication does not exist', back: { to: '/staff/publications', label: 'Back to the publications' } }}>
        {(publication) => (
          <Stack gap="6">
            <Publishing publication={publication} />
            <PublicationForm
              key={`${publication.id}-${publication.status}`}
              initialValues={publicationValuesOf(publication)}
              published={publication.status !== 'draft'}
              reportBytes={publication.report_bytes}
              onSave={(input) => update.mutateAsync(input)}
              onPublish={(publicationId, at) => publish.mutateAsync({ id: publicationId, at })}
            />
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}
