import type { StaffOrder } from '../../shapes';
import { refundRequestSchema, UNDO_REASON_MAX, type RefundRequestInput } from '../../staff-validation';
import { Alert, Button, formatPKR, HStack, Stack, submitCall, Text } from 'shared-ui';
import { Form, Formik, SelectField, SubmitButton, TextareaField, TextField } from 'shared-ui/forms';
import { SimpleDialog } from 'shared-ui/overlays';
import { useRequestRefund } from '../../api';

type Values = RefundRequestInput & { form?: string };

/**
 * Ask for a paid order's whole amount back: why, and how (through JazzCash for an order paid from a JazzCash wallet,
 * or made by hand with the reference of the money sent). Another staff member approves it before anything changes.
 */
export default function RefundDialog({ order, onClose }: { order: StaffOrder; onClose(): void }) {
  const request = useRequestRefund();
  const ways = [...(order.jazzcash_refundable ? [{ value: 'jazzcash', label: 'Through JazzCash' }] : []), { value: 'manual', label: 'Sent back by hand' }];
  const takesBack = order.kind === 'membership' ? 'the membership year it bought ends' : 'its ticket no longer admits anyone and its seat is given back';
  return (
    <SimpleDialog title={`Refund order #${order.id}`} description={`${order.holder} · ${order.event_name} · ${formatPKR(order.grand_total)} · ${order.payment_method_name}`} onClose={onClose}>
      <Formik<Values>
        initialValues={{ reason: '', method: order.jazzcash_refundable ? 'jazzcash' : 'manual', reference: '' }}
        validationSchema={refundRequestSchema}
        // In a dialog: a refusal (a refund already awaiting approval) stays in it, where it is seen.
        onSubmit={submitCall((values: Values) => request.mutateAsync({ orderId: order.id, input: refundRequestSchema.cast(values) }), { failure: 'form', onSuccess: onClose })}
      >
        {({ values, errors }) => (
          <Form noValidate aria-label="Ask for a refund">
            <Stack gap="4">
              <Text>
                The whole {formatPKR(order.grand_total)} goes back. Nothing changes until another staff member approves it; then the order is refunded, {takesBack}, and {order.holder} is e-mailed.
              </Text>
              <TextareaField name="reason" label="Why is the order refunded?" rows={3} maxLength={UNDO_REASON_MAX} required helper="Kept in the audit log and shown to the staff member who approves it; the member is not shown it." />
              <SelectField
                name="method"
                label="How does the money go back?"
                required
                placeholder="Choose how"
                options={ways}
                helper={order.jazzcash_refundable ? 'Through JazzCash: sent back to the member’s wallet once approved.' : 'Send the money back first, then record its reference.'}
              />
              {values.method === 'manual' && (
                <TextField name="reference" label="Reference of the money sent back" required helper="As the bank transfer or the wallet receipt prints it." />
              )}
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
                <SubmitButton colorPalette="red">Ask for the refund</SubmitButton>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
    </SimpleDialog>
  );
}
