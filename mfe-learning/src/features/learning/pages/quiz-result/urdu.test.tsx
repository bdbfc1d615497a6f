import { screen, within } from '@testing-library/react';
import { i18n } from '#i18n';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { quizResult } from '../../fixtures/member';
import QuizResultPage from './index';

const fact = (label: string) => screen.getByText(label).nextElementSibling;

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
beforeEach(() => i18n.activate('ur'));
afterEach(() => i18n.activate('en'));

describe('a quiz result in Urdu', () => {
  it('shows a pass with its facts and the certificate button in Urdu', async () => {
    mockApi({ 'GET /api/get-quiz-result/9': ok(quizResult()) });
    renderPage(<QuizResultPage />, { path: '/dashboard/:courseId/quiz-result/:attemptId', at: '/dashboard/11/quiz-result/9' });
    expect(await screen.findByRole('heading', { level: 2, name: 'مبارک ہو! آپ کوئز میں کامیاب ہو گئے۔' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'کوئز کا نتیجہ' })).toBeInTheDocument();
    expect(fact('کوشش')).toHaveTextContent(/^3 میں سے 2$/);
    expect(fact('اسکور')).toHaveTextContent(/^10 میں سے 8$/);
    expect(fact('صورتحال')).toHaveTextContent(/^کامیاب$/);
    expect(screen.getByRole('button', { name: 'اپنا سرٹیفکیٹ ڈاؤن لوڈ کریں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'واپس کورس پر' })).toHaveAttribute('href', '/dashboard/course/soft-skills-batch-2/11');
    const answers = within(screen.getByRole('region', { name: 'آپ کے جوابات' })).getAllByRole('listitem');
    expect(answers[0]).toHaveTextContent('سوال 1');
    expect(answers[0]).toHaveTextContent('4 میں سے 4 نمبر');
    expect(answers[1]).toHaveTextContent('درست نہیں');
    expect(answers[1]).toHaveTextContent('درست جواب: When the milestone is delivered');
    expect(answers[2]).toHaveTextContent('بغیر نمبر');
  });

  it('counts the attempts left in Urdu after a failure', async () => {
    mockApi({ 'GET /api/get-quiz-result/9': ok(quizResult({ quiz_cleared: false, status: 'Failed', scored_points: 4, attempts_remaining: 1 })) });
    renderPage(<QuizResultPage />, { path: '/dashboard/:courseId/quiz-result/:attemptId', at: '/dashboard/11/quiz-result/9' });
    expect(await screen.findByRole('heading', { level: 2, name: 'اس بار آپ کوئز میں کامیاب نہیں ہو سکے۔' })).toBeInTheDocument();
    expect(screen.getByText('آپ نے 10 میں سے 4 نمبر حاصل کیے۔ کامیابی کے لیے 10 میں سے 6 نمبر درکار ہیں۔')).toBeInTheDocument();
    expect(fact('صورتحال')).toHaveTextContent(/^ناکام$/);
    expect(screen.getByRole('link', { name: 'دوبارہ کوشش کریں' })).toHaveAttribute('href', '/dashboard/11/start-quiz');
    expect(screen.getByText('آپ کے پاس 1 کوشش باقی ہے۔')).toBeInTheDocument();
  });
});
