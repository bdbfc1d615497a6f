import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Stack, submitCall, Text } from 'shared-ui';
import { i18n } from '#i18n';
import { Form, Formik, lazySchema, SubmitButton, TextField } from 'shared-ui/forms';
import { requestPublication } from '../../public-calls';
import type { Publication } from '../../shapes';
import type { PublicationRequestInput } from '../../validation';

type Values = Omit<PublicationRequestInput, 'publication_id'>;
const initialValues: Values = { name: '', email: '', phone: '', organization: '', designation: '' };
// Loaded when the form first validates, not with the page: yup and the schemas are 17.5 KB gzip.
const validation = () => import('../../validation');
const formSchema = lazySchema(() => validation().then((m) => m.publicationRequestSchema.omit(['publication_id'])));
const publicationRequestSchema = lazySchema(() => validation().then((m) => m.publicationRequestSchema));
/** The feature's PUBLICATION_REQUEST_NOTICE (what the server records as agreed to), word for word, so an Urdu page shows it in Urdu. */
export const requestNotice = msg`We will e-mail the report to this address and keep these details as a record of your request. We will not add you to a mailing list.`;

/** spec: second document §2.14 and §5 — name, email, phone, organization and designation. */
export function RequestForm({ publication, onSent }: { publication: Publication; onSent(message: string): void }) {
  const title = publication.title;
  return (
    <Formik<Values & { form?: string }>
      initialValues={initialValues}
      validationSchema={formSchema}
      validateOnChange={false}
      // In a dialog: the failure stays in the form, and the page says the report was sent in its own words.
      onSubmit={submitCall(async (values) => requestPublication(await publicationRequestSchema.cast({ ...values, publication_id: publication.id })), {
        quiet: true,
        failure: 'form',
        onSuccess: ({ message }) => onSent(message),
      })}
    >
      {({ errors }) => (
        <Form noValidate aria-label={t`Request ${title}`}>
          <Stack gap="4">
            <TextField name="name" label={t`Full name`} autoComplete="name" required />
            <TextField name="email" label={t`Email`} type="email" autoComplete="email" required />
            <TextField name="phone" label={t`Phone`} type="tel" autoComplete="tel" required />
            <TextField name="organization" label={t`Organization`} autoComplete="organization" required />
            <TextField name="designation" label={t`Designation`} autoComplete="organization-title" required />
            {errors.form && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{errors.form}</Alert.Title>
              </Alert.Root>
            )}
            <Text fontSize="sm" color="fg.muted">
              {i18n._(requestNotice)}
            </Text>
            {/* Pressing the button must not first blur a field: its message would push the button down
                between mousedown and mouseup, and the click would be lost. */}
            <SubmitButton width="full" onMouseDown={(e) => e.preventDefault()}>
              <Trans>Send me the report</Trans>
            </SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
