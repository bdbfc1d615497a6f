import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { BackLink, Box, PageFrame, PageSection, Stack, useNavigate, useParams } from 'shared-ui';
import { PublishingPanel } from '../../../staff-content/PublishingPanel';
import { getMediaMentionPreview, getStaffMediaMention, mentionWrites, staffMentionKeys } from '../../api';
import { MentionCard } from '../../MentionCard';
import type { StaffMediaMention } from '../../shapes';
import { blankMediaMention, MediaMentionForm, mentionValuesOf } from './MediaMentionForm';

const BackToList = () => (
  <BackLink to="/staff/media-mentions" mb="4">
    All media mentions
  </BackLink>
);

const SAYS = {
  draft: 'A draft: only staff see it. Preview it, then publish it now or schedule it.',
  scheduled: 'Scheduled: visitors see it from',
  published: 'Published: visitors see it on the media mentions page (and on the home page if it has a place there) since',
} as const;

/** The mention's card as visitors will see it, read from what was last saved. */
function Preview({ mention }: { mention: StaffMediaMention }) {
  const query = useQuery(defineQuery(staffMentionKeys.preview(mention.id), () => getMediaMentionPreview(mention.id)));
  return (
    <Box p={{ base: 4, md: 6 }} maxW="xl">
      <PageFrame query={query} what="the preview">
        {(card) => <MentionCard mention={card} />}
      </PageFrame>
    </Box>
  );
}

function Publishing({ mention }: { mention: StaffMediaMention }) {
  const unpublish = mentionWrites.useUnpublish(mention.id);
  return (
    <PublishingPanel
      status={mention.status}
      publishAt={mention.publish_at}
      says={SAYS}
      address={{ path: '/media-mentions', link: 'See it on the site' }}
      preview={() => <Preview mention={mention} />}
      unpublish={() => unpublish.mutateAsync()}
      unpublishing={unpublish.isPending}
    />
  );
}

/** Staff: a new media mention (/staff/media-mentions/new), or one to edit, preview, publish, schedule or unpublish. */
export default function StaffMediaMentionPage() {
  const { mediaMentionId } = useParams();
  return mediaMentionId ? <EditMediaMention id={mediaMentionId} /> : <NewMediaMention />;
}

function NewMediaMention() {
  const navigate = useNavigate();
  const create = mentionWrites.useCreate();
  const publish = mentionWrites.usePublish();
  return (
    <PageSection title="New media mention" lead="Save it as a draft that only staff see, publish it now, or schedule it." width="3xl">
      <BackToList />
      <MediaMentionForm
        initialValues={blankMediaMention}
        onSave={(input) => create.mutateAsync(input)}
        onPublish={(id, at) => publish.mutateAsync({ id, at })}
        onDone={(mention) => navigate(`/staff/media-mentions/${mention.id}`)}
      />
    </PageSection>
  );
}

function EditMediaMention({ id }: { id: string }) {
  const query = useQuery(defineQuery(staffMentionKeys.one(id), () => getStaffMediaMention(id)));
  const update = mentionWrites.useUpdate(id);
  const publish = mentionWrites.usePublish();
  return (
    <PageSection title={query.data?.title ?? 'Media mention'} width="3xl">
      <BackToList />
      <PageFrame query={query} what="this media mention" notFound={{ title: 'This media mention does not exist', back: { to: '/staff/media-mentions', label: 'Back to the media mentions' } }}>
        {(mention) => (
          <Stack gap="6">
            <Publishing mention={mention} />
            <MediaMentionForm
              key={`${mention.id}-${mention.status}`}
              initialValues={mentionValuesOf(mention)}
              published={mention.status !== 'draft'}
              onSave={(input) => update.mutateAsync(input)}
              onPublish={(mentionId, at) => publish.mutateAsync({ id: mentionId, at })}
            />
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}
