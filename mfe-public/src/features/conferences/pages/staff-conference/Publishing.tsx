import { defineQuery } from 'shared-api';
import { conferenceAdminKeys, getConferencePreview, useUnpublishConference } from '../../api';
import type { StaffConference } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { PageFrame } from 'shared-ui';
import { ConferenceContent } from '../../ConferenceContent';
import { PublishingPanel } from '../../../staff-content/PublishingPanel';

const SAYS = {
  draft: 'A draft: only staff see it, and the header does not link to it. Preview it, then publish it now or schedule it.',
  scheduled: 'Scheduled: visitors see its page from',
  published: 'Published: visitors see its page, and the header links to it while it is coming, since',
} as const;

/** The edition's page as visitors will see it, read from what was last saved. */
function Preview({ conference }: { conference: StaffConference }) {
  const query = useQuery(defineQuery(conferenceAdminKeys.preview(conference.id), () => getConferencePreview(conference.id)));
  return (
    <PageFrame query={query} what="the preview">
      {(page) => <ConferenceContent conference={page} />}
    </PageFrame>
  );
}

/** Whether visitors see the edition, since when, a way to take it back, and its preview. */
export function Publishing({ conference }: { conference: StaffConference }) {
  const unpublish = useUnpublishConference(conference.id);
  return (
    <PublishingPanel
      status={conference.status}
      publishAt={conference.publish_at}
      says={SAYS}
      address={{ path: conference.path, link: 'See its page', draftNote: 'it follows the title until the edition is first published' }}
      preview={() => <Preview conference={conference} />}
      unpublish={() => unpublish.mutateAsync()}
      unpublishing={unpublish.isPending}
    />
  );
}
