import { screen, within } from '@testing-library/react';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { courseRow, staffProgram } from '../../staff/fixtures';
import StaffLearningPage from './index';

describe('staff: learning', () => {
  it('shows each programme with its courses in rows: state, registrations, enrolments, quiz figures and where to act', async () => {
    mockApi({
      'GET /api/staff/learning/programs': ok([
        staffProgram({
          courses: [
            courseRow(),
            courseRow({ id: 6, title: 'Google UX Design', batch: '', published: false, registrations_open: false, registrations_closed: true, certification: false, enrolments: { pending: 0, accepted: 0, declined: 0 } }),
            courseRow({ id: 7, title: 'Google Project Management', batch: 'Batch 1', registrations_open: true, registrations_closed: true, attempts: 1, certified: 0 }),
          ],
        }),
        staffProgram({ id: 2, key: 'soft-skills', title: 'Google Soft Skills Program', courses: [] }),
      ]),
    });
    renderPage(<StaffLearningPage />, { path: '/staff/learning' });
    const careers = await screen.findByRole('region', { name: 'Google Career Certificates' });
    expect(within(careers).getByRole('link', { name: 'Edit the programme and its questionnaire' })).toHaveAttribute('href', '/staff/learning/programs/1');
    expect(within(careers).getByRole('link', { name: 'New course' })).toHaveAttribute('href', '/staff/learning/courses/new?program=1');

    const analytics = within(careers).getByRole('article', { name: 'Google Data Analytics (Batch 2)' });
    expect(within(analytics).getByText('Published')).toBeInTheDocument();
    expect(within(analytics).getByText('Registrations open')).toBeInTheDocument();
    expect(analytics).toHaveTextContent('Enrolments: 4 waiting · 12 accepted · 3 declined');
    expect(analytics).toHaveTextContent('Certification on · 9 attempts · 6 certified');
    expect(within(analytics).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/staff/learning/courses/5');
    expect(within(analytics).getByRole('link', { name: 'Enrolments' })).toHaveAttribute('href', '/staff/learning/courses/5/enrolments');
    expect(within(analytics).getByRole('link', { name: 'Results' })).toHaveAttribute('href', '/staff/learning/courses/5/results');

    const ux = within(careers).getByRole('article', { name: 'Google UX Design' });
    expect(within(ux).getByText('Draft')).toBeInTheDocument();
    expect(within(ux).getByText('Registrations closed: closed by staff')).toBeInTheDocument();
    expect(within(ux).getByText('Certification off')).toBeInTheDocument();
    const pm = within(careers).getByRole('article', { name: 'Google Project Management (Batch 1)' });
    expect(within(pm).getByText('Registrations closed: opened, outside its dates')).toBeInTheDocument();
    expect(pm).toHaveTextContent('1 attempt · 0 certified');

    const softSkills = screen.getByRole('region', { name: 'Google Soft Skills Program' });
    expect(within(softSkills).getByText('No courses yet.')).toBeInTheDocument();
    expect(within(softSkills).getByRole('link', { name: 'New course' })).toHaveAttribute('href', '/staff/learning/courses/new?program=2');
  });

  it('leads to every course’s enrolments waiting for a decision', async () => {
    mockApi({ 'GET /api/staff/learning/programs': ok([staffProgram()]) });
    renderPage(<StaffLearningPage />);
    expect(await screen.findByRole('link', { name: 'Every enrolment waiting for a decision' })).toHaveAttribute('href', '/staff/learning/enrolments?status=pending');
  });
});
