import type { ApiResult } from 'shared-api';
import { enrolmentDecisionSchema, type EnrolmentDecisionInput } from '../../validation';
import { Alert, Button, HStack, Stack, submitCall } from 'shared-ui';
import { Form, Formik, SubmitButton, TextareaField } from 'shared-ui/forms';
import { SimpleDialog } from 'shared-ui/overlays';

export type Decision = EnrolmentDecisionInput['decision'];

/**
 * Accept or decline one enrolment (`who` is the member's name) or several (`who` is how many), with a note the e-mail
 * to each member carries.
 */
export function DecisionDialog({ who, decision, onDecide, onClose }: { who: string | number; decision: Decision; onDecide(input: EnrolmentDecisionInput): Promise<ApiResult<unknown>>; onClose(): void }) {
  const accept = decision === 'accepted';
  const verb = accept ? 'Accept' : 'Decline';
  const one = typeof who === 'string';
  return (
    <SimpleDialog
      title={one ? `${verb} ${who}’s enrolment?` : `${verb} ${who} ${who === 1 ? 'enrolment' : 'enrolments'}?`}
      description={one ? 'The member is told by e-mail.' : 'Each member is told by e-mail.'}
      onClose={onClose}
    >
      <Formik<EnrolmentDecisionInput & { form?: string }>
        initialValues={{ decision, note: '' }}
        validationSchema={enrolmentDecisionSchema}
        // In a dialog: a failure stays in it, where it is seen, and the reader may try again.
        onSubmit={submitCall((values) => onDecide(enrolmentDecisionSchema.cast(values)), { failure: 'form', onSuccess: onClose })}
      >
        {({ errors }) => (
          <Form noValidate aria-label={one ? `${verb} the enrolment` : `${verb} the enrolments`}>
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
                <SubmitButton colorPalette={accept ? 'brand' : 'red'}>{one ? `${verb} enrolment` : `${verb} ${who} ${who === 1 ? 'enrolment' : 'enrolments'}`}</SubmitButton>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
    </SimpleDialog>
  );
}
