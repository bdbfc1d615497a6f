import { defineQuery } from 'shared-api';
import { conferenceAdminKeys, getStaffConference, useCreateConference, usePublishConference, useUpdateConference } from '../../api';
import { useQuery } from 'shared-api/query';
import { BackLink, PageFrame, PageSection, Stack, useNavigate, useParams } from 'shared-ui';
import { blankConference, ConferenceForm, valuesOf } from './ConferenceForm';
import { Publishing } from './Publishing';

const BackToList = () => (
  <BackLink to="/staff/conferences" mb="4">
    All conference editions
  </BackLink>
);

/** Staff: a new conference edition (/staff/conferences/new), or one to edit, preview, publish, schedule or unpublish. */
export default function StaffConferencePage() {
  const { conferenceId } = useParams();
  return conferenceId ? <EditConference id={conferenceId} /> : <NewConference />;
}

function NewConference() {
  const navigate = useNavigate();
  const create = useCreateConference();
  const publish = usePublishConference();
  return (
    <PageSection title="New conference edition" lead="Save it as a draft that only staff see, publish it now, or schedule it." width="3xl">
      <BackToList />
      <ConferenceForm
        initialValues={blankConference}
        onSave={(input) => create.mutateAsync(input)}
        onPublish={(id, at) => publish.mutateAsync({ id, at })}
        onDone={(conference) => navigate(`/staff/conferences/${conference.id}`)}
      />
    </PageSection>
  );
}

function EditConference({ id }: { id: string }) {
  const query = useQuery(defineQuery(conferenceAdminKeys.one(id), () => getStaffConference(id)));
  const update = useUpdateConference(id);
  const publish = usePublishConference();
  return (
    <PageSection title={query.data?.title ?? 'Conference edition'} width="3xl">
      <BackToList />
      <PageFrame query={query} what="this edition" notFound={{ title: 'This conference edition does not exist', back: { to: '/staff/conferences', label: 'Back to the editions' } }}>
        {(conference) => (
          <Stack gap="6">
            <Publishing conference={conference} />
            <ConferenceForm
              key={`${conference.id}-${conference.status}-${conference.updated_at}`}
              initialValues={valuesOf(conference)}
              published={conference.status !== 'draft'}
              onSave={(input) => update.mutateAsync(input)}
              onPublish={(conferenceId, at) => publish.mutateAsync({ id: conferenceId, at })}
            />
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}
