import { act, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { program } from '../../fixtures/member';
import SoftSkillsPage from './index';

const softSkills = (registerCourse: ReturnType<typeof program>['register_course']) =>
  program({ id: 2, key: 'soft-skills', title: 'Google Soft Skills Program', courses: [], register_course: registerCourse });

const open = () => renderPage(<SoftSkillsPage />, { path: '/pafla-google-soft-skills' });

/** Waits until the programme's answer has rendered (as a transition), for a page that shows nothing of it. */
async function settled(api: { calls: string[] }) {
  await waitFor(() => expect(api.calls).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe('Google Soft Skills Program (public)', () => {
  it('leads Register Now to the enrolment of the course its data names', async () => {
    const api = mockApi({ 'GET /api/programs/soft-skills': ok(softSkills({ id: 11, slug: 'soft-skills-batch-2', title: 'Google Soft Skills', registrations_closed: false })) });
    open();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Register Now' })).toHaveLength(2));
    for (const link of screen.getAllByRole('link', { name: 'Register Now' })) expect(link).toHaveAttribute('href', '/dashboard/2/enroll-course/11/soft-skills-batch-2');
    expect(api.calls).toEqual(['GET /api/programs/soft-skills']);
  });

  it('says Registrations Closed instead of the button while registrations for that course are closed', async () => {
    mockApi({ 'GET /api/programs/soft-skills': ok(softSkills({ id: 11, slug: 'soft-skills-batch-2', title: 'Google Soft Skills', registrations_closed: true })) });
    open();
    expect(await screen.findAllByText('Registrations Closed')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
  });

  it('offers no Register Now when no course is chosen for the page', async () => {
    const api = mockApi({ 'GET /api/programs/soft-skills': ok(softSkills(null)) });
    open();
    await settled(api);
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
    expect(screen.queryByText('Registrations Closed')).not.toBeInTheDocument();
  });

  it('tells who it is for, how it runs and its figures, and lists the four modules under #softskills-topics', async () => {
    const api = mockApi({ 'GET /api/programs/soft-skills': ok(softSkills(null)) });
    open();
    await settled(api);
    expect(screen.getByRole('heading', { level: 1, name: 'Google Soft Skills Program' })).toBeInTheDocument();
    expect(screen.getByText(/Open to all, with no enrolment cap and no degree needed\. One video a week for four weeks, then a quiz, then a certificate\./)).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'The program in numbers' });
    expect(within(figures).getAllByRole('term').map((t) => t.textContent)).toEqual(['81.5%', '47%', '53.3%', '4 modules']);
    const topics = screen.getByRole('region', { name: 'What the four modules cover' });
    expect(topics).toHaveAttribute('id', 'softskills-topics');
    expect(within(topics).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'See the topics' })).toHaveAttribute('href', '#softskills-topics');
  });

  it('answers eight questions in the FAQ', async () => {
    const api = mockApi({ 'GET /api/programs/soft-skills': ok(softSkills(null)) });
    open();
    await settled(api);
    const faqs = screen.getByRole('region', { name: 'Frequently asked questions' });
    await waitFor(() => expect(faqs.querySelectorAll('details > summary')).toHaveLength(8));
  });
});
