// A staff form that saves a record and then publishes it now or schedules it (blog posts, press releases…). A kind
// whose save call publishes too does it in one step, so a refused publish saves nothing; another kind saves, then
// publishes the record just saved, and once saved the form goes on with that record, never a second new one.
import { useRef, type MutableRefObject } from 'react';
import type { ApiResult } from 'shared-api';
import { PUBLISH_AT_MISSING, scheduleRefusal, type PublishOnSave } from 'shared-api/validation/publishing';
import { Button, Flex, Heading, Stack, submitCall } from 'shared-ui';
import { TextField, useFormikContext } from 'shared-ui/forms';
import { fromLocalInput, karachiInstant } from './karachi-time';

/** What the form does once the record is saved. */
export type PublishIntent = 'save' | 'publish' | 'schedule';

/** The form values the controls read: the time a schedule is for (a `datetime-local` value, Karachi time). */
export interface SchedulableValues {
  publish_at: string;
}

/** Schedule's time, by the server's rule, read with this computer's clock: missing, passed, or fine (undefined). */
export function scheduleTimeError(publishAt: string, now = new Date()) {
  if (!publishAt) return PUBLISH_AT_MISSING;
  return scheduleRefusal(karachiInstant(publishAt), now) ?? undefined;
}

/**
 * The form's submit. With `save` alone, `save(values, then)` saves and publishes in one call (`then` says to publish
 * now or at the chosen time). With `publish` too, `save(values)` saves, then `publish` publishes the saved record now
 * (null) or at the chosen time; should that fail, `done` still gets the saved record, so a page on a new record moves
 * to it. `done` is what the page does next with the answer. Give Formik `validate` (Schedule needs a time to come)
 * and `onSubmit`; give `<PublishActions intent={intent}>` the ref.
 */
export function usePublishFlow<V extends SchedulableValues, R extends { id: number }>({
  save,
  publish,
  done,
}: {
  save(values: V, then?: PublishOnSave): Promise<ApiResult<R>>;
  publish?(id: number, at: string | null): Promise<ApiResult<R>>;
  done?(record: R, intent: PublishIntent): void;
}) {
  const intent = useRef<PublishIntent>('save');
  const validate = (values: V) => {
    const error = intent.current === 'schedule' ? scheduleTimeError(values.publish_at) : undefined;
    return error ? { publish_at: error } : {};
  };
  const onSubmit = submitCall(
    async (values: V) => {
      const was = intent.current;
      const at = was === 'schedule' ? fromLocalInput(values.publish_at) : null;
      if (!publish) return save(values, was === 'save' ? undefined : { publish: was === 'schedule' ? 'schedule' : 'now', publish_at: at });
      const saved = await save(values);
      if (was === 'save') return saved;
      try {
        return await publish(saved.data.id, at);
      } catch (error) {
        intent.current = 'save';
        done?.(saved.data, 'save');
        throw error;
      }
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
  const { isSubmitting } = useFormikContext<SchedulableValues>();
  // Each action submits the form (a submit button, so a press on it is never lost: see the shell's submit-press.ts),
  // after saying which it is.
  const act = (next: PublishIntent) => () => {
    intent.current = next;
  };
  const busy = (which: PublishIntent) => isSubmitting && intent.current === which;
  return (
    <Stack as="fieldset" gap="3" borderTopWidth="1px" pt="5" minW="0">
      <Heading as="legend" size="md" mb="1">
        {published ? 'Save' : 'Save or publish'}
      </Heading>
      <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
        <Button type="submit" colorPalette="brand" variant={published ? 'solid' : 'outline'} loading={busy('save')} disabled={isSubmitting} onClick={act('save')}>
          {published ? 'Save changes' : 'Save draft'}
        </Button>
        {!published && (
          <Button type="submit" colorPalette="brand" loading={busy('publish')} disabled={isSubmitting} onClick={act('publish')}>
            Publish now
          </Button>
        )}
      </Flex>
      {!published && (
        <Flex gap="3" wrap="wrap" align="end" direction={{ base: 'column', sm: 'row' }}>
          <TextField name="publish_at" label="Publish at (Karachi time)" type="datetime-local" helper={scheduleHint} />
          <Button type="submit" variant="outline" colorPalette="brand" loading={busy('schedule')} disabled={isSubmitting} onClick={act('schedule')} mb={{ sm: '7' }}>
            Schedule
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
