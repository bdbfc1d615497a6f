import { screen, within } from '@testing-library/react';
import { sessionStore } from 'shared-api';
import { i18n } from '#i18n';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { courseQuiz } from '../../fixtures/member';
import StartQuizPage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), track: jest.fn() }));

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().signIn('token', { member_id: 'member0000000001', is_profile_completed: true, role: 'member' });
  i18n.activate('ur');
});
afterEach(() => {
  i18n.activate('en');
  sessionStore.getState().signOut();
});

describe('the quiz in Urdu', () => {
  it('numbers the questions and asks them in Urdu, the course’s own questions and choices as staff wrote them', async () => {
    mockApi({ 'GET /api/courses/11/check-quiz-eligibility': ok({ eligible: true }, 'You can take this quiz.'), 'GET /api/get-course-quiz/11': ok(courseQuiz()) });
    renderPage(<StartQuizPage />, { path: '/dashboard/:courseId/start-quiz', at: '/dashboard/11/start-quiz' });
    const form = await screen.findByRole('form', { name: 'کوئز' });
    expect(screen.getByRole('heading', { level: 1, name: 'کوئز' })).toBeInTheDocument();
    expect(within(form).getByText('سوال 1 از 2')).toBeInTheDocument();
    expect(within(form).getByText('سوال 2 از 2')).toBeInTheDocument();
    expect(within(form).getByRole('radiogroup', { name: 'A client changes the brief halfway. What do you do first?' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Keep working on the old brief' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'کوئز جمع کرائیں' })).toBeInTheDocument();
    expect(screen.queryByText(/^Question \d/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Quiz' })).not.toBeInTheDocument();
  });

  it('says in Urdu that a member may not take it, with the server’s reason as it came', async () => {
    mockApi({ 'GET /api/courses/11/check-quiz-eligibility': ok({ eligible: false }, 'Your enrolment is waiting for the association’s decision.') });
    renderPage(<StartQuizPage />, { path: '/dashboard/:courseId/start-quiz', at: '/dashboard/11/start-quiz' });
    expect(await screen.findByRole('heading', { level: 2, name: 'افسوس، آپ یہ کوئز دینے کے اہل نہیں ہیں۔' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'کوئز کی ہدایات دیکھیں' })).toHaveAttribute('href', '/dashboard/get-certified/11');
  });
});
