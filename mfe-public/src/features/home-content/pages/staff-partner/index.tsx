import { defineQuery } from 'shared-api';
import { getPartnerPreview, getStaffPartner, partnerHooks, staffHomeContentKeys } from '../../api';
import type { StaffPartner } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { Container, PageFrame, useNavigate, useParams } from 'shared-ui';
import { LogoGrid } from '../../LogoGrid';
import { blankPartner, PartnerForm, partnerValues } from '../../staff/PartnerForm';
import { RecordPage, SavedRecord } from '../../staff/RecordPage';

const BACK = { to: '/staff/partners', label: 'All partners' };

const SAYS = {
  draft: 'A draft: only staff see this partner. Preview its logo among the others, then publish now or schedule.',
  scheduled: 'Scheduled: visitors see this logo on the home page from',
  published: 'Published: visitors see this logo on the home page since',
} as const;

/** Staff: a new partner (/staff/partners/new), or one to edit, preview, publish, schedule or unpublish. */
export default function StaffPartnerPage() {
  const { partnerId } = useParams();
  return partnerId ? <EditPartner id={partnerId} /> : <NewPartner />;
}

function NewPartner() {
  const navigate = useNavigate();
  const create = partnerHooks.useCreate();
  const publish = partnerHooks.usePublish();
  return (
    <RecordPage title="New partner" lead="Save it as a draft that only staff see, publish it now, or schedule it." back={BACK}>
      <PartnerForm
        initialValues={blankPartner}
        onSave={(input) => create.mutateAsync(input)}
        onPublish={(id, at) => publish.mutateAsync({ id, at })}
        onDone={(partner) => navigate(`/staff/partners/${partner.id}`)}
      />
    </RecordPage>
  );
}

/** The partners of its kind as the home page will show them with this one published. */
function Preview({ partner }: { partner: StaffPartner }) {
  const query = useQuery(defineQuery(staffHomeContentKeys.partners.preview(partner.id), () => getPartnerPreview(partner.id)));
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <PageFrame query={query} what="the preview">
        {(partners) => <LogoGrid partners={partners} label={partner.corporate ? 'Corporate partners' : 'Other partners'} />}
      </PageFrame>
    </Container>
  );
}

function EditPartner({ id }: { id: string }) {
  const query = useQuery(defineQuery(staffHomeContentKeys.partners.one(id), () => getStaffPartner(id)));
  const update = partnerHooks.useUpdate(id);
  const publish = partnerHooks.usePublish();
  const unpublish = partnerHooks.useUnpublish(id);
  return (
    <RecordPage title={query.data?.name ?? 'Partner'} back={BACK}>
      <SavedRecord
        query={query}
        what="this partner"
        notFound={{ title: 'This partner does not exist', back: { to: BACK.to, label: 'Back to the partners' } }}
        says={SAYS}
        shownOn={{ path: '/#partners', link: 'See it on the home page' }}
        preview={(partner) => <Preview partner={partner} />}
        unpublish={unpublish}
      >
        {(partner) => (
          <PartnerForm
            key={`${partner.id}-${partner.status}`}
            initialValues={partnerValues(partner)}
            published={partner.status !== 'draft'}
            onSave={(input) => update.mutateAsync(input)}
            onPublish={(partnerId, at) => publish.mutateAsync({ id: partnerId, at })}
          />
        )}
      </SavedRecord>
    </RecordPage>
  );
}
