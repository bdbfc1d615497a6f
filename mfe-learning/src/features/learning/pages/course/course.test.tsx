import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { courseDetail } from '../../fixtures/member';
import CoursePage from './index';

const open = () => {
  renderPage(<CoursePage />, { path: '/dashboard/course/:courseSlug/:courseId', at: '/dashboard/course/soft-skills-batch-2/11' });
  return userEvent.setup({ delay: null });
};

const details = () => screen.getByRole('complementary', { name: 'Course details' });

describe('a course', () => {
  it('shows its description, registration dates (long date with time), programme and Price Free', async () => {
    mockApi({ 'GET /api/courses/11': ok(courseDetail()), 'GET /api/user-is-certified/11': ok(null) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Google Soft Skills' })).toBeInTheDocument();
    expect(screen.getByText('Four weeks of videos, then a quiz.')).toBeInTheDocument();
    const facts = within(details());
    expect(facts.getByText('Registration Start Date').nextElementSibling).toHaveTextContent('01 November 2026 at 9:00 AM');
    expect(facts.getByText('Registration End Date').nextElementSibling).toHaveTextContent('15 December 2026 at 6:30 PM');
    expect(facts.getByText('Program').nextElementSibling).toHaveTextContent('Google Soft Skills Program');
    expect(facts.getByText('Price').nextElementSibling).toHaveTextContent('Free');
    expect(facts.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/dashboard/2/enroll-course/11/soft-skills-batch-2');
  });

  it('hides Register Now while registrations are closed', async () => {
    mockApi({ 'GET /api/courses/11': ok(courseDetail({ registrations_closed: true })), 'GET /api/user-is-certified/11': ok(null) });
    open();
    expect(await within(await screen.findByRole('complementary', { name: 'Course details' })).findByText('Registrations Closed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
  });

  it('shows the member’s application instead of Register Now once they applied', async () => {
    mockApi({ 'GET /api/courses/11': ok(courseDetail({ enrolment: { hashed: 'abc', status: 'pending' } })), 'GET /api/user-is-certified/11': ok(null) });
    open();
    expect(await screen.findByText('Your application is waiting for the association’s decision.')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
  });

  it('offers Get Certified to a member who is not certified yet', async () => {
    mockApi({ 'GET /api/courses/11': ok(courseDetail()), 'GET /api/user-is-certified/11': ok(null) });
    open();
    expect(await screen.findByRole('link', { name: 'Get Certified' })).toHaveAttribute('href', '/dashboard/get-certified/11');
    expect(screen.queryByRole('button', { name: 'Download your Certificate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Retake Quiz' })).not.toBeInTheDocument();
  });

  it('offers Retake Quiz and the certificate, opened in a new tab, once certified', async () => {
    mockApi({
      'GET /api/courses/11': ok(courseDetail()),
      'GET /api/user-is-certified/11': ok({ id: 9 }),
      'GET /api/get-quiz-certificate/9': ok({ certificate_url: '/api/course-certificates/5/certificate.pdf?expires=1&signature=s', verify_url: '/verify/x' }),
    });
    const tab = { document: document.implementation.createHTMLDocument(''), location: { href: '' }, opener: window, close: jest.fn() };
    const openTab = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = open();
    expect(await screen.findByRole('link', { name: 'Retake Quiz' })).toHaveAttribute('href', '/dashboard/get-certified/11');
    expect(screen.queryByRole('link', { name: 'Get Certified' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download your Certificate' }));
    expect(openTab).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('/api/course-certificates/5/certificate.pdf?expires=1&signature=s');
    expect(tab.opener).toBeNull();
    openTab.mockRestore();
  });

  it('offers no certification when the course has none', async () => {
    const api = mockApi({ 'GET /api/courses/11': ok(courseDetail({ certification: false })) });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Google Soft Skills' });
    expect(screen.queryByRole('link', { name: 'Get Certified' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Certification' })).not.toBeInTheDocument();
    expect(api.calls).toEqual(['GET /api/courses/11']);
  });

  it('says so, with a way back, when the course does not exist', async () => {
    mockApi({ 'GET /api/courses/11': failure(404, 'This course does not exist.') });
    open();
    expect(await screen.findByRole('heading', { name: 'This course does not exist', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the certificate programmes' })).toHaveAttribute('href', '/dashboard/pafla-google-career-certificates');
  });
});
