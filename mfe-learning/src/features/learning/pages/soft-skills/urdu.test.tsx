import { screen, waitFor } from '@testing-library/react';
import { i18n } from '#i18n';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { program } from '../../fixtures/member';
import SoftSkillsPage from './index';

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
beforeEach(() => i18n.activate('ur'));
afterEach(() => i18n.activate('en'));

describe('Google Soft Skills Program in Urdu', () => {
  it('shows the page’s words, its modules and questions in Urdu, and Register Now leads to the enrolment', async () => {
    mockApi({
      'GET /api/programs/soft-skills': ok(
        program({ id: 2, key: 'soft-skills', title: 'Google Soft Skills Program', courses: [], register_course: { id: 11, slug: 'soft-skills-batch-2', title: 'Google Soft Skills', registrations_closed: false } }),
      ),
    });
    renderPage(<SoftSkillsPage />, { path: '/pafla-google-soft-skills' });
    expect(screen.getByRole('heading', { level: 1, name: 'Google سافٹ اسکلز پروگرام' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'چاروں ماڈیولز میں کیا شامل ہے' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'کلائنٹس سے بات چیت' })).toBeInTheDocument();
    expect(screen.getByText('ہفتہ 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'اکثر پوچھے جانے والے سوالات' })).toBeInTheDocument();
    expect(await screen.findByText('سافٹ اسکلز پروگرام میں کون شامل ہو سکتا ہے؟')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'ابھی رجسٹر کریں' })).toHaveLength(2));
    for (const link of screen.getAllByRole('link', { name: 'ابھی رجسٹر کریں' })) expect(link).toHaveAttribute('href', '/dashboard/2/enroll-course/11/soft-skills-batch-2');
    expect(screen.queryByText('Communicating with clients')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
  });
});
