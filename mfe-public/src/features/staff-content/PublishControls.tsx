// A staff form that saves a record and then publishes it now or schedules it (blog posts, press releases…): one save
// call, then one publish call, so the record published is the one just saved.
import { useRef, type MutableRefObject } from 'react';
import type { ApiResult } from 'shared-api';
import { PUBLISH_AT_MISSING } from 'shared-api/validation/publishing';
import { Button, Flex, Heading, Stack, submitCall } from 'shared-ui';
import { TextField, useFormikContext } from 'shared-ui/forms';
import { fromLocalInput } from './karachi-time';

/** What the form does once the record is saved. */
export type PublishIntent = 'save' | 'publish' | 'schedule';

/** The form values the controls read: the time a schedule is for (a `datetime-local` value, Karachi time). */
export interface SchedulableValues {
  publish_at: string;
}

/**
 * The form's submit: `save` saves the values (a mutation's `mutateAsync`), then `publish` publishes the saved record
 * now (null) or at the chosen time when the button said so; `done` is what the page does next with the answer.
 * Give Formik `validate` (Schedule needs a time) and `onSubmit`; give `<PublishActions intent={intent}>` the ref.
 */
export function usePublishFlow<V extends SchedulableValues, R extends { id: number }>({
  save,
  publish,
  done,
}: {
  save(values: V): Promise<ApiResult<R>>;
  publish(id: number, at: string | null): Promise<ApiResult<R>>;
  done?(record: R, intent: PublishIntent): void;
}) {
  const intent = useRef<PublishIntent>('save');
  const validate = (values: V) => (intent.current === 'schedule' && !values.publish_at ? { publish_at: PUBLISH_AT_MISSING } : {});
  const onSubmit = submitCall(
    async (values: V) => {
      const saved = await save(values);
      if (intent.current === 'save') return saved;
      return publish(saved.data.id, intent.current === 'schedule' ? fromLocalInput(values.publish_at) : null);
    },
    {
      onSuccess: ({ data }) => {
        const was = intent.current;
        intent.current = 'save';
        done?.(data, was);
      },
    },
  );
  return { intent, validate, onSubmit };
}

/**
 * The form's last part: Save draft, Publish now, and Publish at + Schedule; Save changes alone for a record that is
 * published or scheduled (the Publishing panel unpublishes it).
 */
export function PublishActions({
  intent,
  published,
  scheduleHint = 'Visitors see it from this time on.',
}: {
  intent: MutableRefObject<PublishIntent>;
  published: boolean;
  scheduleHint?: string;
}) {
  const { isSubmitting, submitForm } = useFormikContext<SchedulableValues>();
  const act = (next: PublishIntent) => () => {
    intent.current = next;
    void submitForm();
  };
  const busy = (which: PublishIntent) => isSubmitting && intent.current === which;
  return (
    <Stack as="fieldset" gap="3" borderTopWidth="1px" pt="5" minW="0">
      <Heading as="legend" size="md" mb="1">
        {published ? 'Save' : 'Save or publish'}
      </Heading>
      <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
        <Button type="submit" colorPalette="brand" variant={published ? 'solid' : 'outline'} loading={busy('save')} disabled={isSubmitting} onClick={() => (intent.current = 'save')}>
          {published ? 'Save changes' : 'Save draft'}
        </Button>
        {!published && (
          <Button colorPalette="brand" loading={busy('publish')} disabled={isSubmitting} onClick={act('publish')}>
            Publish now
          </Button>
        )}
      </Flex>
      {!published && (
        <Flex gap="3" wrap="wrap" align="end" direction={{ base: 'column', sm: 'row' }}>
          <TextField name="publish_at" label="Publish at (Karachi time)" type="datetime-local" helper={scheduleHint} />
          <Button variant="outline" colorPalette="brand" loading={busy('schedule')} disabled={isSubmitting} onClick={act('schedule')} mb={{ sm: '7' }}>
            Schedule
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
