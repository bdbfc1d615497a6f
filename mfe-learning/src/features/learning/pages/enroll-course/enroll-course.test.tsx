import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { track } from 'shared-api';
import { failure, mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import { courseProgram } from '../../fixtures/member';
import EnrollCoursePage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), track: jest.fn() }));

const open = (courseId = 11) => {
  renderPage(<EnrollCoursePage />, { path: '/dashboard/:programId/enroll-course/:courseId/:courseName', at: `/dashboard/2/enroll-course/${courseId}/soft-skills-batch-2` });
  return userEvent.setup({ delay: null });
};

beforeEach(() => jest.mocked(track).mockReset());

describe('course enrolment', () => {
  it('gives the spec’s messages for the course and every question', async () => {
    const api = mockApi({ 'GET /api/course-program': ok(courseProgram()) });
    const user = open(99);
    await user.click(await screen.findByRole('button', { name: 'Enrol Now' }));
    expect(await screen.findByText('Your course is required')).toBeInTheDocument();
    expect(screen.getAllByText('This question is required')).toHaveLength(2);
    expect(api.calls).toEqual(['GET /api/course-program?program_id=2']);
  });

  it('preselects the page’s course and asks each question as the questionnaire says', async () => {
    mockApi({ 'GET /api/course-program': ok(courseProgram()) });
    open();
    const course = await screen.findByRole('combobox', { name: /Course/ });
    expect(course).toHaveValue('11');
    expect(within(course).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select your course', 'Google Soft Skills (Batch 2)', 'Google Soft Skills (Batch 3)']);
    const mcq = screen.getByRole('combobox', { name: /How long have you been freelancing\?/ });
    expect(within(mcq).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Select an answer'],
      ['211', 'Less than a year'],
      ['212', 'One year or more'],
    ]);
    expect(screen.getByRole('textbox', { name: /What do you hope to learn\?/ })).toHaveAttribute('rows', '3');
  });

  it('sends the answers, tracks the enrolment and shows the thank-you page', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/course-program': ok(courseProgram()),
      'POST /api/course': ({ body }) => {
        sent = body;
        return { status: 201, ...ok({ hashed: 'h4sh3d' }, 'Thank you for enrolling. We will e-mail you our decision.') };
      },
    });
    const user = open();
    await user.selectOptions(await screen.findByRole('combobox', { name: /How long have you been freelancing\?/ }), 'One year or more');
    await user.type(screen.getByRole('textbox', { name: /What do you hope to learn\?/ }), '  Better proposals  ');
    await user.click(screen.getByRole('button', { name: 'Enrol Now' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/dashboard/course/thankyou?id=h4sh3d');
    expect(sent).toEqual({
      course: 11,
      questionnaire_id: 4,
      questionnaire: [
        { questionNumber: 21, value: '212' },
        { questionNumber: 22, value: 'Better proposals' },
      ],
    });
    expect(track).toHaveBeenCalledWith('CourseEnrolled', { course_id: 11, program_id: 2 });
    await findNotification('Success', 'Thank you for enrolling. We will e-mail you our decision.');
  });

  it('shows the server’s refusal, and its field messages on their fields', async () => {
    mockApi({
      'GET /api/course-program': ok(courseProgram()),
      'POST /api/course': failure(422, 'Please check the answers.', { 'questionnaire[0].value': 'Please choose one of the answers given' }),
    });
    const user = open();
    await user.selectOptions(await screen.findByRole('combobox', { name: /How long have you been freelancing\?/ }), 'Less than a year');
    await user.type(screen.getByRole('textbox', { name: /What do you hope to learn\?/ }), 'Pricing');
    await user.click(screen.getByRole('button', { name: 'Enrol Now' }));
    await findNotification('Error', 'Please check the answers.');
    expect(screen.getByText('Please choose one of the answers given')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /How long have you been freelancing\?/ })).toHaveAttribute('aria-invalid', 'true');
    expect(track).not.toHaveBeenCalled();
  });

  it('says registrations are closed, with no form, when no course of the programme is open', async () => {
    mockApi({ 'GET /api/course-program': ok(courseProgram({ courses: [] })) });
    open();
    expect(await screen.findByText('Registrations are closed')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', '/dashboard/course/soft-skills-batch-2/11');
  });

  it('asks only for the course when the programme has no questionnaire', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/course-program': ok(courseProgram({ questionnaire: null })),
      'POST /api/course': ({ body }) => {
        sent = body;
        return ok({ hashed: 'h2' }, '');
      },
    });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Enrol Now' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/dashboard/course/thankyou?id=h2');
    expect(sent).toEqual({ course: 11, questionnaire_id: null, questionnaire: [] });
  });
});
