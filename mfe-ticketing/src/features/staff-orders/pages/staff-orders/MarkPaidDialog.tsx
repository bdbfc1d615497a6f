import { useState } from 'react';
import type { StaffOrder } from '../../shapes';
import { MARK_PAID_UNDO_MINUTES, markPaidSchema, type MarkPaidInput } from '../../staff-validation';
import { Alert, Button, formatPKR, HStack, Stack, submitCall, Text } from 'shared-ui';
import { Form, Formik, SubmitButton, TextField, type FormikHelpers } from 'shared-ui/forms';
import { SimpleDialog } from 'shared-ui/overlays';
import { useMarkOrderPaid } from '../../api';

type Values = MarkPaidInput & { form?: string };

/**
 * Mark a bill payment received, in two steps: the bank's reference (the shared rule, as the server runs it), then
 * the amount and reference read back for a yes. A refusal brings the reference back to be corrected.
 */
export default function MarkPaidDialog({ order, onClose }: { order: StaffOrder; onClose(): void }) {
  const markPaid = useMarkOrderPaid();
  const [confirming, setConfirming] = useState<string | null>(null);
  const send = submitCall((values: Values) => markPaid.mutateAsync({ orderId: order.id, reference: markPaidSchema.cast(values).reference }), { failure: 'form', onSuccess: onClose });
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const { reference } = markPaidSchema.cast(values);
    if (confirming !== reference) {
      setConfirming(reference);
      return;
    }
    // In a dialog: a failure stays in it, beside the reference, where it can be put right and confirmed again.
    await send(values, {
      ...helpers,
      setErrors: (errors) => {
        setConfirming(null);
        helpers.setErrors(errors);
      },
    });
  };
  return (
    <SimpleDialog title={`Mark order #${order.id} paid`} description={`${order.holder} · ${order.event_name}`} onClose={onClose}>
      <Formik<Values> initialValues={{ reference: '' }} validationSchema={markPaidSchema} onSubmit={submit}>
        {({ errors }) => (
          <Form noValidate aria-label="Mark the order paid">
            <Stack gap="4">
              {confirming === null ? (
                <>
                  <TextField name="reference" label="The bank’s reference for this payment" required helper="As the bank’s statement or the 1Bill receipt prints it. The member sees it on their order." />
                  {errors.form && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{errors.form}</Alert.Title>
                    </Alert.Root>
                  )}
                  <HStack justify="end" gap="2" wrap="wrap">
                    <Button variant="outline" onClick={onClose}>
                      Cancel
                    </Button>
                    <SubmitButton>Continue</SubmitButton>
                  </HStack>
                </>
              ) : (
                <>
                  <Text fontWeight="medium">
                    Mark order #{order.id} paid: {formatPKR(order.grand_total)}, reference {confirming}?
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {order.kind === 'membership' ? 'The membership starts at once and the member is told by e-mail.' : 'The member is e-mailed their ticket at once.'} You can undo it within the next {MARK_PAID_UNDO_MINUTES} minutes.
                  </Text>
                  <HStack justify="end" gap="2" wrap="wrap">
                    <Button variant="outline" onClick={() => setConfirming(null)}>
                      Back
                    </Button>
                    <SubmitButton>Yes, mark it paid</SubmitButton>
                  </HStack>
                </>
              )}
            </Stack>
          </Form>
        )}
      </Formik>
    </SimpleDialog>
  );
}
