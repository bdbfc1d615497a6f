import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import { staffProgram } from '../../staff/fixtures';
import StaffProgramPage from './index';

const user = () => userEvent.setup({ delay: null });
const open = () => renderPage(<StaffProgramPage />, { path: '/staff/learning/programs/:programId', at: '/staff/learning/programs/1' });
const question = (n: number) => screen.getByRole('group', { name: `Question ${n}` });

describe('staff: a programme', () => {
  it('asks for the title, then saves the programme with no Register Now course', async () => {
    let sent: unknown;
    const api = mockApi({
      'GET /api/staff/learning/programs/1': ok(staffProgram()),
      'POST /api/staff/learning/programs/1': ({ body }) => {
        sent = body;
        return ok(staffProgram({ register_course_id: null }), 'The programme has been saved.');
      },
    });
    open();
    const u = user();
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(screen.getByRole('combobox', { name: /Register Now enrols in/ })).toHaveValue('5');
    expect(screen.getByRole('option', { name: 'Google UX Design (draft)' })).toBeInTheDocument();
    await u.clear(title);
    await u.click(screen.getByRole('button', { name: 'Save the programme' }));
    expect(await screen.findByText('Please enter the title')).toBeInTheDocument();
    expect(title).toHaveFocus();
    expect(api.calls).not.toContain('POST /api/staff/learning/programs/1');

    await u.type(title, 'Google Career Certificates 2027');
    await u.selectOptions(screen.getByRole('combobox', { name: /Register Now enrols in/ }), 'No course');
    await u.click(screen.getByRole('button', { name: 'Save the programme' }));
    await findNotification('Success', 'The programme has been saved.');
    expect(sent).toEqual({ title: 'Google Career Certificates 2027', summary: 'Scholarships for Google Career Certificates.', register_course_id: null });
  });

  it('edits the questionnaire: a new question needs its text and two answers; questions move and go', async () => {
    let sent: unknown;
    const api = mockApi({
      'GET /api/staff/learning/programs/1': ok(staffProgram()),
      'POST /api/staff/learning/programs/1/questionnaire': ({ body }) => {
        sent = body;
        return ok(staffProgram(), 'The questionnaire has been saved. New enrolments answer it; earlier ones keep their answers.');
      },
    });
    open();
    const u = user();
    expect(await screen.findByText(/Saving replaces the questionnaire for new enrolments/)).toBeInTheDocument();
    expect(within(question(1)).getByRole('textbox', { name: /^Question/ })).toHaveValue('Do you have a laptop?');
    expect(within(question(2)).getByRole('combobox', { name: /Type/ })).toHaveValue('text');

    await u.click(screen.getByRole('button', { name: 'Add a question' }));
    const save = screen.getByRole('button', { name: 'Save the questionnaire' });
    await u.click(save);
    expect(await within(question(3)).findByText('Please write the question')).toBeInTheDocument();
    expect(within(question(3)).getAllByText('Please write the answer')).toHaveLength(2);
    expect(within(question(3)).getByRole('textbox', { name: /^Question/ })).toHaveFocus();

    await u.type(within(question(3)).getByRole('textbox', { name: /^Question/ }), 'Which city do you live in?');
    await u.type(within(question(3)).getByRole('textbox', { name: /Answer 1/ }), 'Karachi');
    await u.click(within(question(3)).getByRole('button', { name: 'Remove answer 2' }));
    await u.click(save);
    expect(await within(question(3)).findByText('A multiple-choice question needs at least two answers')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/staff/learning/programs/1/questionnaire');

    await u.click(within(question(3)).getByRole('button', { name: 'Add an answer' }));
    await u.type(within(question(3)).getByRole('textbox', { name: /Answer 2/ }), 'Lahore');
    await u.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    await u.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await u.click(save);
    await findNotification('Success', 'The questionnaire has been saved. New enrolments answer it; earlier ones keep their answers.');
    expect(sent).toEqual({
      questions: [
        { question: 'Which city do you live in?', type: 'mcq', choices: [{ answer: 'Karachi' }, { answer: 'Lahore' }] },
        { question: 'Why do you want this scholarship?', type: 'text', choices: [] },
      ],
    });
  });

  it('shows the server’s message beside the question it is about', async () => {
    mockApi({
      'GET /api/staff/learning/programs/1': ok(staffProgram()),
      'POST /api/staff/learning/programs/1/questionnaire': failure(422, 'Please check the questionnaire.', { 'questions[1].question': 'Please keep the question under 500 characters' }),
    });
    open();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Save the questionnaire' }));
    await findNotification('Error', 'Please check the questionnaire.');
    expect(within(question(2)).getByText('Please keep the question under 500 characters')).toBeInTheDocument();
    await waitFor(() => expect(within(question(2)).getByRole('textbox', { name: /^Question/ })).toHaveFocus());
  });
});
