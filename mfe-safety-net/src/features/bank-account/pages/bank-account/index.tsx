import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError, defineQuery, errorMessage, getCities, getProfile, getProvinces, profileKeys } from 'shared-api';
import { bankConsentText, PREFERRED_BANKS, type PreferredBank } from '../../banks';
import type { BankAccountLead } from '../../shapes';
import { useQuery } from 'shared-api/query';
import type { BankAccountLeadInput } from '../../validation';
import { Alert, Box, Card, Heading, Link, notifyError, notifySuccess, PageFrame, PageSection, RouterLink, Stack, Text, useLocation } from 'shared-ui';
import { Form, Formik, SelectField, SubmitButton, useFormikContext, type FormikHelpers } from 'shared-ui/forms';
import { i18n } from '#i18n';
import { bankAccountLeadSchema } from '../../schema';
import { useRequestBankAccount } from '../../api';

/** Where Submit Another Request leads: the product's own path, spelling included (second spec §2.8). */
export const ANOTHER_REQUEST_PATH = '/dasboard/bank-account';

const forTheVisit = { staleTime: Infinity };
const banks = PREFERRED_BANKS.map((bank) => ({ value: bank, label: bank }));
// Each name in the page's language (shared-api's catalog keeps the site's city and province names by their English); the
// value sent stays the English.
const withSaved = (names: string[], saved: string) => (saved && !names.includes(saved) ? [saved, ...names] : names).map((name) => ({ value: name, label: i18n.text(name) }));

/**
 * Request a Freelancer Digital Account (second spec §2.8): city and state from the profile, the preferred bank, and
 * what the chosen bank will receive. The shell shows the complete-profile notice instead while the profile is not
 * complete. Sent, the form gives way to the success message and Submit Another Request.
 */
export default function BankAccountPage() {
  // Submit Another Request leads here again: a new visit is a new, empty request.
  const { key } = useLocation();
  const profile = useQuery(defineQuery(profileKeys.profile, getProfile));
  return (
    <PageSection
      title={t`Request a Freelancer Digital Account`}
      lead={t`Open a bank account made for freelancers, to receive payments from abroad and manage them from your phone. Choose a partner bank and it will contact you.`}
      width="3xl"
    >
      <PageFrame query={profile} what={t`your details`}>
        {(details) => <BankRequest key={key} city={details.city ?? ''} state={details.state ?? ''} />}
      </PageFrame>
    </PageSection>
  );
}

function BankRequest({ city, state }: { city: string; state: string }) {
  const [sent, setSent] = useState<{ lead: BankAccountLead; message: string } | null>(null);
  const cities = useQuery({ ...defineQuery(profileKeys.cities, getCities), ...forTheVisit });
  const provinces = useQuery({ ...defineQuery(profileKeys.provinces, getProvinces), ...forTheVisit });
  const request = useRequestBankAccount();

  const submit = async (values: BankAccountLeadInput, helpers: FormikHelpers<BankAccountLeadInput>) => {
    try {
      const { data, message } = await request.mutateAsync(await bankAccountLeadSchema.cast(values));
      notifySuccess(message);
      setSent({ lead: data, message });
    } catch (error) {
      // A network failure only ends the wait (second spec §8); the server's refusals are shown.
      if (!(error instanceof ApiError) || error.status === 0) return;
      if (Object.keys(error.fieldErrors).length) helpers.setErrors(error.fieldErrors as Partial<Record<keyof BankAccountLeadInput, string>>);
      notifyError(errorMessage(error));
    }
  };

  if (sent) {
    const { city: sentCity, state: sentState, preferred_bank: bank } = sent.lead;
    return (
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <Alert.Root status="success" variant="subtle">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{sent.message}</Alert.Title>
              <Alert.Description>
                <Trans>
                  We passed your request for {sentCity}, {sentState} to {bank}. The bank will call or e-mail you to open the account.
                </Trans>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="start">
            <RouterLink to={ANOTHER_REQUEST_PATH}>
              <Trans>Submit Another Request</Trans>
            </RouterLink>
          </Link>
        </Card.Body>
      </Card.Root>
    );
  }

  return (
    <Card.Root>
      <Card.Body>
        <Formik initialValues={{ city, state, preferred_bank: '' as PreferredBank }} validationSchema={bankAccountLeadSchema} onSubmit={submit}>
          <Form noValidate aria-label={t`Bank account request`}>
            <Stack gap="4">
              <SelectField name="city" label={t`City`} options={withSaved((cities.data ?? []).map((c) => c.name), city)} placeholder={t`Select your city`} required />
              <SelectField name="state" label={t`State`} options={withSaved(provinces.data ?? [], state)} placeholder={t`Select your state`} required />
              <SelectField name="preferred_bank" label={t`Preferred Bank`} options={banks} placeholder={t`Select a bank`} required />
              <Consent />
              <SubmitButton alignSelf={{ base: 'stretch', md: 'start' }}>
                <Trans>Submit Request</Trans>
              </SubmitButton>
            </Stack>
          </Form>
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}

/** What the chosen bank receives and why: the text the server stores with the request. */
function Consent() {
  const { values } = useFormikContext<BankAccountLeadInput>();
  const bank = PREFERRED_BANKS.find((b) => b === values.preferred_bank);
  return (
    <Box as="section" aria-labelledby="consent-heading" borderWidth="1px" borderRadius="l2" p="4" bg="bg.muted">
      <Heading id="consent-heading" as="h2" size="sm" mb="2">
        <Trans>What we share with the bank</Trans>
      </Heading>
      <Text fontSize="sm" aria-live="polite">
        {bank ? bankConsentText(bank) : t`Choose a bank to see exactly which of your details we pass to it, and why.`}
      </Text>
    </Box>
  );
}
