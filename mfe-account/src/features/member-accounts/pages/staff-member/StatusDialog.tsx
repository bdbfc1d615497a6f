import type { MemberAccount } from '../../shapes';
import { accountStatusSchema, ACCOUNT_REASON_MAX, type AccountStatusInput } from '../../staff-validation';
import { Alert, Button, HStack, Stack, submitCall, Text } from 'shared-ui';
import { Form, Formik, SubmitButton, TextareaField } from 'shared-ui/forms';
import { SimpleDialog } from 'shared-ui/overlays';
import { useSetAccountStatus } from '../../api';

const WORDS = {
  disabled: {
    title: (name: string) => `Disable ${name}’s account?`,
    effect: 'They are signed out everywhere at once, cannot sign in, and leave the member directory until the account is enabled again.',
    reason: 'Why is the account disabled?',
    keep: 'Keep it active',
    act: 'Disable the account',
    palette: 'red',
  },
  active: {
    title: (name: string) => `Enable ${name}’s account?`,
    effect: 'They can sign in again with their password. The sessions that ended when the account was disabled stay ended.',
    reason: 'Why is the account enabled again?',
    keep: 'Keep it disabled',
    act: 'Enable the account',
    palette: 'brand',
  },
} as const;

/** Disable or enable an account, saying why (kept in the audit log). */
export function StatusDialog({ member, to, onClose }: { member: MemberAccount; to: 'disabled' | 'active'; onClose(): void }) {
  const change = useSetAccountStatus(member.member_id, to);
  const words = WORDS[to];
  return (
    <SimpleDialog title={words.title(member.name)} description={`${member.member_id_formatted} · ${member.email}`} onClose={onClose}>
      <Formik<AccountStatusInput & { form?: string }>
        initialValues={{ reason: '' }}
        validationSchema={accountStatusSchema}
        validateOnChange={false}
        // In a dialog: a failure stays in it, where it is seen.
        onSubmit={submitCall((values) => change.mutateAsync(accountStatusSchema.cast(values).reason), { failure: 'form', onSuccess: onClose })}
      >
        {({ errors }) => (
          <Form noValidate aria-label={words.act}>
            <Stack gap="4">
              <Text>{words.effect}</Text>
              <TextareaField name="reason" label={words.reason} rows={3} maxLength={ACCOUNT_REASON_MAX} required helper="Kept in the audit log; the member is not shown it." />
              {errors.form && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{errors.form}</Alert.Title>
                </Alert.Root>
              )}
              <HStack justify="end" gap="2" wrap="wrap">
                <Button variant="outline" onClick={onClose}>
                  {words.keep}
                </Button>
                <SubmitButton colorPalette={words.palette}>{words.act}</SubmitButton>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
    </SimpleDialog>
  );
}
