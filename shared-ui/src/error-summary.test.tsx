import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { ApiError } from 'shared-api';
import { findNotification, renderPage } from '@test/render';
import { ErrorSummary, formErrorList, formErrorMark } from './error-summary';
import { Form, Formik, SubmitButton, TextField, useFormikContext } from './forms';
import { submitCall } from './submit';

interface Values {
  title: string;
  venue: string;
  packages: Array<{ name: string; price: string }>;
}

const schema = yup.object({
  title: yup.string().required('Please enter the title'),
  venue: yup.string().required('Please enter the venue'),
  packages: yup
    .array(yup.object({ name: yup.string().required('Please name the package'), price: yup.string().required('Please enter the price') }))
    .min(1, 'Please add at least one package'),
});

function Packages() {
  const { values, errors, submitCount } = useFormikContext<Values>();
  return (
    <fieldset>
      <legend>Packages</legend>
      {values.packages.map((_, i) => (
        <div key={i} role="group" aria-label={`Package ${i + 1}`}>
          <TextField name={`packages.${i}.name`} label="Name" required />
          <TextField name={`packages.${i}.price`} label="Price (PKR)" required />
        </div>
      ))}
      {submitCount > 0 && typeof errors.packages === 'string' && (
        <p role="alert" {...formErrorMark('packages')}>
          {errors.packages}
        </p>
      )}
    </fieldset>
  );
}

function EventForm({ initial, save }: { initial: Values; save(values: Values): Promise<{ message: string; data: null }> }) {
  return (
    <Formik<Values> initialValues={initial} validationSchema={schema} onSubmit={submitCall(save)}>
      <Form noValidate aria-label="Event">
        <ErrorSummary />
        <TextField name="title" label="Title" required />
        <Packages />
        <TextField name="venue" label="Venue" required />
        <SubmitButton>Save</SubmitButton>
      </Form>
    </Formik>
  );
}

const SUMMARY = { name: 'Please correct these before saving' };
const summary = () => screen.getByRole('region', SUMMARY);
const blank: Values = { title: '', venue: '', packages: [{ name: 'Standard', price: '' }] };

describe('ErrorSummary: where a failed save’s errors are', () => {
  it('lists the errors at the top in the order of the form, each naming its field, and moves focus to the first', async () => {
    const save = jest.fn();
    renderPage(<EventForm initial={blank} save={save} />);
    expect(screen.queryByRole('region', SUMMARY)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus());
    const links = within(summary()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Title: Please enter the title', 'Package 1, Price (PKR): Please enter the price', 'Venue: Please enter the venue']);
    expect(save).not.toHaveBeenCalled();
  });

  it('leads to a field by its link, follows the corrections, and goes once nothing is wrong', async () => {
    const u = userEvent.setup();
    renderPage(<EventForm initial={blank} save={async () => ({ message: 'Saved.', data: null })} />);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await u.click(await within(summary()).findByRole('link', { name: 'Venue: Please enter the venue' }));
    expect(screen.getByRole('textbox', { name: /^Venue/ })).toHaveFocus();
    await u.type(screen.getByRole('textbox', { name: /^Venue/ }), 'Expo Centre');
    await u.type(screen.getByRole('textbox', { name: /^Title/ }), 'Karachi Freelancers Summit');
    await waitFor(() => expect(within(summary()).getAllByRole('link')).toHaveLength(1));
    await u.type(screen.getByRole('textbox', { name: /^Price/ }), '2500');
    await waitFor(() => expect(screen.queryByRole('region', SUMMARY)).not.toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await findNotification('Success', 'Saved.');
    expect(screen.queryByRole('region', SUMMARY)).not.toBeInTheDocument();
  });

  it('leads to a message that is no field’s own, marked for its error', async () => {
    renderPage(<EventForm initial={{ ...blank, title: 'Summit', venue: 'Expo Centre', packages: [] }} save={jest.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByRole('alert');
    await waitFor(() => expect(message).toHaveFocus());
    expect(within(summary()).getByRole('link', { name: 'Packages: Please add at least one package' })).toBeInTheDocument();
  });

  it('lists the server’s messages too, flat as it sends them, and moves focus to the first', async () => {
    const save = jest.fn().mockRejectedValue(new ApiError('Please check the event.', 422, { 'packages[0].name': 'A package of this name exists already', venue: 'This venue is booked that day' }));
    renderPage(<EventForm initial={{ ...blank, title: 'Summit', venue: 'Expo Centre', packages: [{ name: 'Standard', price: '100' }] }} save={save} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await findNotification('Error', 'Please check the event.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus());
    expect(within(summary()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Package 1, Name: A package of this name exists already', 'Venue: This venue is booked that day']);
  });
});

describe('ErrorSummary: a field labelled by another element', () => {
  // As the rich text editor is: a text area that is no input, named by the text above it.
  function About() {
    return (
      <>
        <p id="about-label">
          About the event <span aria-hidden="true">*</span>
        </p>
        <div role="textbox" tabIndex={0} aria-labelledby="about-label" data-field="about" />
      </>
    );
  }

  it('names it by that element, and leads to it', async () => {
    renderPage(
      <Formik initialValues={{ about: '' }} validationSchema={yup.object({ about: yup.string().required('Please describe the event') })} onSubmit={jest.fn()}>
        <Form noValidate aria-label="Event">
          <ErrorSummary />
          <About />
          <SubmitButton>Save</SubmitButton>
        </Form>
      </Formik>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^About the event/ })).toHaveFocus());
    expect(within(summary()).getByRole('link').textContent).toBe('About the event: Please describe the event');
  });
});

describe('formErrorList', () => {
  it('names each message by its field, nested or flat', () => {
    expect(formErrorList({ title: 'a', packages: [undefined, { price: 'b' }], 'speakers[2].name': 'c', questionsError: 'd' })).toEqual([
      { name: 'title', message: 'a' },
      { name: 'packages.1.price', message: 'b' },
      { name: 'speakers.2.name', message: 'c' },
      { name: 'questionsError', message: 'd' },
    ]);
  });
});
