import type { StaffOrder } from '../../shapes';
import { undoPaymentSchema, UNDO_REASON_MAX, type UndoPaymentInput } from '../../staff-validation';
import { Alert, Button, formatPKR, HStack, Stack, submitCall, Text } from 'shared-ui';
import { Form, Formik, SubmitButton, TextareaField } from 'shared-ui/forms';
import { SimpleDialog } from 'shared-ui/overlays';
import { useUndoOrderPayment } from '../../api';

/** Undo a payment marked by mistake, within its window: what it takes back, and why (kept in the audit log). */
export default function UndoPaymentDialog({ order, onClose }: { order: StaffOrder; onClose(): void }) {
  const undo = useUndoOrderPayment();
  const reverses =
    order.kind === 'membership'
      ? 'The order goes back to pending and the membership year it started is removed.'
      : 'The order goes back to pending and keeps its seat, but its ticket no longer admits anyone.';
  return (
    <SimpleDialog
      title={`Undo the payment of order #${order.id}?`}
      description={`${formatPKR(order.grand_total)} · reference ${order.bank_reference ?? '—'} · marked by ${order.marked_paid_by ?? 'staff'}`}
      onClose={onClose}
    >
      <Formik<UndoPaymentInput & { form?: string }>
        initialValues={{ reason: '' }}
        validationSchema={undoPaymentSchema}
        // In a dialog: a failure (the window has passed) stays in it, where it is seen.
        onSubmit={submitCall((values) => undo.mutateAsync({ orderId: order.id, reason: undoPaymentSchema.cast(values).reason }), { failure: 'form', onSuccess: onClose })}
      >
        {({ errors }) => (
          <Form noValidate aria-label="Undo the payment">
            <Stack gap="4">
              <Text>
                {reverses} {order.holder} is e-mailed that the payment could not be confirmed.
              </Text>
              <TextareaField name="reason" label="Why is the payment undone?" rows={3} maxLength={UNDO_REASON_MAX} required helper="Kept in the audit log; the member is not shown it." />
              {errors.form && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{errors.form}</Alert.Title>
                </Alert.Root>
              )}
              <HStack justify="end" gap="2" wrap="wrap">
                <Button variant="outline" onClick={onClose}>
                  Keep it paid
                </Button>
                <SubmitButton colorPalette="red">Undo the payment</SubmitButton>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
    </SimpleDialog>
  );
}
