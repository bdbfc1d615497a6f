import type { StaffCourseEnrolment } from 'shared-api';
import { enrolmentDecisionSchema, type EnrolmentDecisionInput } from 'shared-api/validation/learning';
import { Alert, Button, HStack, Stack, submitCall } from 'shared-ui';
import { Form, Formik, SubmitButton, TextareaField } from 'shared-ui/forms';
import { SimpleDialog } from 'shared-ui/overlays';
import { useDecideEnrolment } from '../../features/learning/api';

export type Decision = EnrolmentDecisionInput['decision'];

/** Accept or decline one enrolment, with a note the e-mail to the member carries. */
export function DecisionDialog({ enrolment, decision, onClose }: { enrolment: StaffCourseEnrolment; decision: Decision; onClose(): void }) {
  const decide = useDecideEnrolment();
  const accept = decision === 'accepted';
  return (
    <SimpleDialog title={`${accept ? 'Accept' : 'Decline'} ${enrolment.member.name}’s enrolment?`} description="The member is told by e-mail." onClose={onClose}>
      <Formik<EnrolmentDecisionInput & { form?: string }>
        initialValues={{ decision, note: '' }}
        validationSchema={enrolmentDecisionSchema}
        // In a dialog: a failure stays in it, where it is seen, and the reader may try again.
        onSubmit={submitCall((values) => decide.mutateAsync({ enrolmentId: enrolment.id, ...enrolmentDecisionSchema.cast(values) }), { failure: 'form', onSuccess: onClose })}
      >
        {({ errors }) => (
          <Form noValidate aria-label={accept ? 'Accept the enrolment' : 'Decline the enrolment'}>
            <Stack gap="4">
              <TextareaField name="note" label="Note to the member (optional)" rows={4} maxLength={1000} helper="Added to the e-mail." />
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
                <SubmitButton colorPalette={accept ? 'brand' : 'red'}>{accept ? 'Accept enrolment' : 'Decline enrolment'}</SubmitButton>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
    </SimpleDialog>
  );
}
