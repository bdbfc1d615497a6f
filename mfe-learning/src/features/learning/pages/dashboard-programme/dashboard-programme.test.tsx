import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { program, programCourse } from '../../fixtures/member';
import DashboardProgrammePage from './index';

const open = () => {
  renderPage(<DashboardProgrammePage />, { path: '/dashboard/pafla-google-career-certificates' });
  return userEvent.setup({ delay: null });
};

describe('Google Career Certificates (dashboard)', () => {
  it('shows the programme’s courses from its data, each open one leading to its course page', async () => {
    mockApi({
      'GET /api/programs/career-certificates': ok(
        program({ courses: [programCourse(4, { slug: 'google-it-support', title: 'Google IT Support', registrations_closed: false }), programCourse(5, { title: 'Google Cybersecurity' })] }),
      ),
    });
    open();
    const courses = screen.getByRole('region', { name: 'Certificate programmes' });
    expect(await within(courses).findByRole('link', { name: 'Register Now for Google IT Support' })).toHaveAttribute('href', '/dashboard/course/google-it-support/4');
    const closed = within(courses).getByRole('heading', { name: 'Google Cybersecurity' }).closest('article') as HTMLElement;
    expect(within(closed).getByText('Registrations Closed')).toBeInTheDocument();
  });

  it('has the public page’s content: the screening criteria, the stories and the nine questions', async () => {
    mockApi({ 'GET /api/programs/career-certificates': ok(program()) });
    const user = open();
    expect(screen.getByRole('region', { name: 'Who can apply and how scholars are chosen' })).toHaveAttribute('id', 'screening-criteria');
    expect(screen.getByRole('region', { name: 'Graduate video stories' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Frequently asked questions' }).querySelectorAll('details > summary')).toHaveLength(9));
    const card = (await screen.findByRole('heading', { name: 'Google Data Analytics' })).closest('article') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Learn more' }));
    expect(within(card).getByText('Tableau dashboards')).toBeInTheDocument();
  });

  it('says so when the programme has no courses yet', async () => {
    mockApi({ 'GET /api/programs/career-certificates': ok(program({ courses: [] })) });
    open();
    expect(await screen.findByText('No certificate programmes yet')).toBeInTheDocument();
  });
});
