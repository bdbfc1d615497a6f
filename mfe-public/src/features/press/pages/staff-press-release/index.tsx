import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { BackLink, Container, PageFrame, PageSection, Stack, useNavigate, useParams } from 'shared-ui';
import { PublishingPanel } from '../../../staff-content/PublishingPanel';
import { getPressReleasePreview, getStaffPressRelease, pressWrites, staffPressKeys } from '../../api';
import { pressReleasePath } from '../../PressCard';
import { PressReleaseArticle } from '../../PressReleaseArticle';
import type { StaffPressRelease } from '../../shapes';
import { blankPressRelease, PressReleaseForm, pressValuesOf } from './PressReleaseForm';

const BackToList = () => (
  <BackLink to="/staff/press-releases" mb="4">
    All press releases
  </BackLink>
);

const SAYS = {
  draft: 'A draft: only staff see it. Preview it, then publish it now or schedule it.',
  scheduled: 'Scheduled: visitors see it from',
  published: 'Published: visitors read it on the press releases page since',
} as const;

/** The release as visitors will see it, read from what was last saved. */
function Preview({ release }: { release: StaffPressRelease }) {
  const query = useQuery(defineQuery(staffPressKeys.preview(release.id), () => getPressReleasePreview(release.id)));
  return (
    <Container as="article" maxW="3xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <PageFrame query={query} what="the preview">
        {(preview) => <PressReleaseArticle release={preview} />}
      </PageFrame>
    </Container>
  );
}

function Publishing({ release }: { release: StaffPressRelease }) {
  const unpublish = pressWrites.useUnpublish(release.id);
  return (
    <PublishingPanel
      status={release.status}
      publishAt={release.publish_at}
      says={SAYS}
      address={{ path: pressReleasePath(release), link: 'See it on the site', draftNote: 'it follows the title until the release is first published' }}
      preview={() => <Preview release={release} />}
      unpublish={() => unpublish.mutateAsync()}
      unpublishing={unpublish.isPending}
    />
  );
}

/** Staff: a new press release (/staff/press-releases/new), or one to edit, preview, publish, schedule or unpublish. */
export default function StaffPressReleasePage() {
  const { pressReleaseId } = useParams();
  return pressReleaseId ? <EditPressRelease id={pressReleaseId} /> : <NewPressRelease />;
}

function NewPressRelease() {
  const navigate = useNavigate();
  const create = pressWrites.useCreate();
  const publish = pressWrites.usePublish();
  return (
    <PageSection title="New press release" lead="Save it as a draft that only staff see, publish it now, or schedule it." width="3xl">
      <BackToList />
      <PressReleaseForm
        initialValues={blankPressRelease}
        onSave={(input) => create.mutateAsync(input)}
        onPublish={(id, at) => publish.mutateAsync({ id, at })}
        onDone={(release) => navigate(`/staff/press-releases/${release.id}`)}
      />
    </PageSection>
  );
}

function EditPressRelease({ id }: { id: string }) {
  const query = useQuery(defineQuery(staffPressKeys.one(id), () => getStaffPressRelease(id)));
  const update = pressWrites.useUpdate(id);
  const publish = pressWrites.usePublish();
  return (
    <PageSection title={query.data?.title ?? 'Press release'} width="3xl">
      <BackToList />
      <PageFrame query={query} what="this press release" notFound={{ title: 'This press release does not exist', back: { to: '/staff/press-releases', label: 'Back to the press releases' } }}>
        {(release) => (
          <Stack gap="6">
            <Publishing release={release} />
            <PressReleaseForm
              key={`${release.id}-${release.status}`}
              initialValues={pressValuesOf(release)}
              published={release.status !== 'draft'}
              onSave={(input) => update.mutateAsync(input)}
              onPublish={(releaseId, at) => publish.mutateAsync({ id: releaseId, at })}
            />
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}
