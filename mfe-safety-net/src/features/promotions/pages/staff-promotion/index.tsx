import { useState, type ChangeEvent } from 'react';
import { defineQuery, errorMessage } from 'shared-api';
import { getPromotionClaimants, getStaffPromotion, promotionKeys } from '../../api';
import type { StaffPromotion } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { promotionCodesSchema, PROMOTION_CODES_PER_UPLOAD, type PromotionCodesInput } from '../../validation';
import { Button, chakra, formatDateTime, Heading, HStack, Link, notifyError, notifySuccess, PageFrame, PageSection, RouterLink, Stack, submitCall, Text, useNavigate, useParams } from 'shared-ui';
import { Form, Formik, SubmitButton, TextareaField, useField } from 'shared-ui/forms';
import { StaffPager } from 'shared-ui/staff';
import { useAddPromotionCodes, useClosePromotion, useCreatePromotion, useUpdatePromotion } from '../../api';
import { promotionPath } from '../../parts';
import { codeSummary, OpenBadge } from '../../staff-parts';
import { blank, PromotionForm, valuesOf } from './PromotionForm';
import { Publishing } from './Publishing';

/** Staff: a new partner promotion (/staff/promotions/new), or one to edit, preview and publish, fill with codes, follow and close. */
export default function StaffPromotionPage() {
  const { promotionId } = useParams();
  if (!promotionId) return <NewPromotion />;
  return <EditPromotion id={promotionId} />;
}

function NewPromotion() {
  const navigate = useNavigate();
  const create = useCreatePromotion();
  return (
    <PageSection title="New partner promotion" lead="It is saved as a draft that only staff see: preview it, then publish it." width="3xl">
      <PromotionForm
        initialValues={blank}
        submitLabel="Create promotion"
        onSave={(values) => create.mutateAsync(values)}
        onSaved={(saved) => navigate(`/staff/promotions/${saved.id}`)}
      />
    </PageSection>
  );
}

function EditPromotion({ id }: { id: string }) {
  const query = useQuery(defineQuery(promotionKeys.staffOne(id), () => getStaffPromotion(id)));
  const update = useUpdatePromotion(id);
  return (
    <PageSection title={query.data?.title ?? 'Partner promotion'} width="3xl">
      <PageFrame query={query} what="this promotion" notFound={{ title: 'This promotion does not exist', back: { to: '/staff/promotions', label: 'Back to the promotions' } }}>
        {(promotion) => (
          <Stack gap="8">
            <HStack gap="3" wrap="wrap">
              <OpenBadge closed={Boolean(promotion.closed_at)} published={promotion.published} />
              <Text fontSize="sm">{codeSummary(promotion)}</Text>
              {!promotion.closed_at && promotion.published && (
                <Link asChild fontSize="sm" color="brand.fg">
                  <RouterLink to={promotionPath(promotion)}>See it as members do</RouterLink>
                </Link>
              )}
            </HStack>
            {!promotion.closed_at && <Publishing promotion={promotion} />}
            <PromotionForm
              key={promotion.id}
              initialValues={valuesOf(promotion)}
              submitLabel="Save changes"
              lockKind={promotion.claimed > 0}
              onSave={(values) => update.mutateAsync(values)}
            />
            {promotion.code_kind === 'pool' && <AddCodes promotion={promotion} />}
            <Claimants promotion={promotion} />
            {!promotion.closed_at && <ClosePromotion promotion={promotion} />}
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}

function AddCodes({ promotion }: { promotion: StaffPromotion }) {
  const add = useAddPromotionCodes(promotion.id);
  return (
    <Stack as="section" aria-labelledby="codes-heading" gap="3">
      <Heading id="codes-heading" as="h2" size="md">
        Add codes to the pool
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Paste codes one a line, or choose a CSV file whose first column holds them (a &quot;code&quot; header is skipped). Codes already in the pool are skipped. Up to {PROMOTION_CODES_PER_UPLOAD} at a time.
      </Text>
      <Formik
        initialValues={{ codes: '' } as PromotionCodesInput}
        validationSchema={promotionCodesSchema}
        onSubmit={submitCall((values: PromotionCodesInput) => add.mutateAsync(values), {
          onSuccess: (_result, helpers) => helpers.resetForm(),
        })}
      >
        <Form noValidate aria-label="Add codes">
          <Stack gap="3">
            <CodesFile />
            <TextareaField name="codes" label="Codes" rows={5} required />
            <SubmitButton alignSelf={{ base: 'stretch', md: 'start' }}>Add codes</SubmitButton>
          </Stack>
        </Form>
      </Formik>
    </Stack>
  );
}

/** A CSV or text file read into the codes box, where it can be checked before it is sent. */
function CodesFile() {
  const [, , helpers] = useField<string>('codes');
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await helpers.setValue(await file.text());
  };
  return (
    <chakra.label fontSize="sm" fontWeight="medium" display="flex" flexDirection="column" gap="1.5">
      Codes file (CSV or text)
      <chakra.input type="file" accept=".csv,.txt,text/csv,text/plain" onChange={read} fontSize="sm" fontWeight="normal" />
    </chakra.label>
  );
}

function Claimants({ promotion }: { promotion: StaffPromotion }) {
  const [page, setPage] = useState(1);
  const query = useQuery(defineQuery(promotionKeys.claimants(promotion.id, page), () => getPromotionClaimants(promotion.id, page)));
  return (
    <Stack as="section" aria-labelledby="claims-heading" gap="3">
      <Heading id="claims-heading" as="h2" size="md">
        Who claimed
      </Heading>
      <PageFrame query={query} what="the claims" empty={{ when: (list) => list.items.length === 0, title: 'Nobody has claimed a code yet' }}>
        {({ items, pagination }) => (
          <>
            <Stack as="ol" listStyleType="none" gap="0" borderWidth="1px" borderRadius="l2" divideY="1px" aria-label="Claims, newest first">
              {items.map((claim) => (
                <HStack as="li" key={`${claim.member_id}-${claim.claimed_at}`} justify="space-between" gap="3" px="3" py="2" wrap="wrap">
                  <Link asChild color="brand.fg">
                    <RouterLink to={`/member/${claim.member_id}`}>{claim.name}</RouterLink>
                  </Link>
                  <Text fontFamily="mono" fontSize="sm">
                    {claim.code}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    <time dateTime={claim.claimed_at}>{formatDateTime(claim.claimed_at)}</time>
                  </Text>
                </HStack>
              ))}
            </Stack>
            <StaffPager pagination={pagination} onPage={setPage} labels={['Newer', 'Older']} />
          </>
        )}
      </PageFrame>
    </Stack>
  );
}

function ClosePromotion({ promotion }: { promotion: StaffPromotion }) {
  const [asking, setAsking] = useState(false);
  const closing = useClosePromotion(promotion.id);
  const busy = closing.isPending;
  const close = async () => {
    try {
      const { message } = await closing.mutateAsync();
      notifySuccess(message);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setAsking(false);
    }
  };
  return (
    <Stack as="section" aria-labelledby="close-heading" gap="3" borderTopWidth="1px" pt="6">
      <Heading id="close-heading" as="h2" size="md">
        Close the promotion
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Members will no longer see it or get a code. Codes already given stay with the members who claimed them.
      </Text>
      {asking ? (
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="red" loading={busy} onClick={close}>
            Close it now
          </Button>
          <Button variant="outline" onClick={() => setAsking(false)} disabled={busy}>
            Keep it open
          </Button>
        </HStack>
      ) : (
        <Button variant="outline" colorPalette="red" alignSelf="start" onClick={() => setAsking(true)}>
          Close this promotion
        </Button>
      )}
    </Stack>
  );
}
