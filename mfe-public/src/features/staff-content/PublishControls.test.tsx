import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiResult } from 'shared-api';
import { Form, Formik } from 'shared-ui/forms';
import { findNotification, renderPage } from '@test/render';
import { PublishActions, scheduleTimeError, usePublishFlow, type PublishIntent } from './PublishControls';

type Values = { publish_at: string };
type Saved = { id: number };

function Editor(props: { save(values: Values): Promise<ApiResult<Saved>>; publish(id: number, at: string | null): Promise<ApiResult<Saved>>; done(record: Saved, intent: PublishIntent): void }) {
  const { intent, validate, onSubmit } = usePublishFlow<Values, Saved>(props);
  return (
    <Formik initialValues={{ publish_at: '' }} validate={validate} onSubmit={onSubmit}>
      <Form noValidate aria-label="Record">
        <PublishActions intent={intent} published={false} />
      </Form>
    </Formik>
  );
}

describe('publishing from a staff form', () => {
  it('reads a schedule by the server’s rule: missing, passed, or to come', () => {
    const now = new Date('2026-11-27T05:00:00.000Z'); // 10:00 in Karachi
    expect(scheduleTimeError('', now)).toBe('Please choose when to publish it');
    expect(scheduleTimeError('2026-11-27T10:00', now)).toBe('Please choose a time to come, or publish it now.');
    expect(scheduleTimeError('2026-11-27T10:01', now)).toBeUndefined();
  });

  it('goes on with the record it saved when the publish after the save is refused', async () => {
    const save = jest.fn().mockResolvedValue({ message: 'Saved.', data: { id: 12 } });
    const publish = jest.fn().mockRejectedValue(new ApiError('This record is already published.', 409));
    const done = jest.fn();
    renderPage(<Editor save={save} publish={publish} done={done} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Publish now' }));
    await findNotification('Error', 'This record is already published.');
    expect(publish).toHaveBeenCalledWith(12, null);
    // The page of a new record moves to the saved one: the next attempt edits it instead of making another.
    expect(done).toHaveBeenCalledWith({ id: 12 }, 'save');
  });
});
