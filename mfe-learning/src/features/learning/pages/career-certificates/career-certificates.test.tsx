import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { program } from '../../fixtures/member';
import CareerCertificatesPage from './index';

const open = () => {
  renderPage(<CareerCertificatesPage />, { path: '/pafla-google-career-certificates' });
  return userEvent.setup({ delay: null });
};

const region = (name: string) => screen.getByRole('region', { name });
const shownSlides = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((g) => g.getAttribute('aria-roledescription') === 'slide' && g.getAttribute('aria-hidden') === 'false')
    .map((g) => g.getAttribute('aria-label'));

describe('Google Career Certificates (public)', () => {
  it('lists the programme’s certificates from its data: closed ones marked, open ones leading to their course', async () => {
    const api = mockApi({ 'GET /api/programs/career-certificates': ok(program()) });
    open();
    const courses = region('Certificate programmes');
    expect(courses).toHaveAttribute('id', 'gcc-courses');
    const analytics = (await within(courses).findByRole('heading', { name: 'Google Data Analytics' })).closest('article') as HTMLElement;
    expect(within(analytics).getByText('Clean, analyse and visualise data.')).toBeInTheDocument();
    expect(within(analytics).getByText('Registrations Closed')).toBeInTheDocument();
    expect(within(analytics).queryByRole('link', { name: /Register Now/ })).not.toBeInTheDocument();
    const ux = within(courses).getByRole('heading', { name: 'Google UX Design' }).closest('article') as HTMLElement;
    expect(within(ux).queryByText('Registrations Closed')).not.toBeInTheDocument();
    expect(within(ux).getByRole('link', { name: 'Register Now for Google UX Design' })).toHaveAttribute('href', '/dashboard/course/google-ux-design/2');
    expect(api.calls).toEqual(['GET /api/programs/career-certificates']);
  });

  it('says the programme’s terms and links its hero to the courses and the screening criteria', async () => {
    mockApi({ 'GET /api/programs/career-certificates': ok(program()) });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Google Career Certificates' })).toBeInTheDocument();
    expect(screen.getByText(/A fully funded career certificates scholarship programme: 500 scholarships for high-performing freelancers/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the certificates' })).toHaveAttribute('href', '#gcc-courses');
    expect(screen.getByRole('link', { name: 'Who can apply' })).toHaveAttribute('href', '#screening-criteria');
    const criteria = region('Who can apply and how scholars are chosen');
    expect(criteria).toHaveAttribute('id', 'screening-criteria');
    expect(within(criteria).getByText(/shortlisted by geographical, gender, age and occupational distribution/)).toBeInTheDocument();
    expect(within(criteria).getByText(/member of PAFLA with a complete profile/)).toBeInTheDocument();
    expect(screen.getByText('part-time study, to be completed within about 6 months')).toBeInTheDocument();
    expect(within(region('Certificate programmes')).getByText(/A 4-week soft skills programme follows/)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Google Data Analytics' });
  });

  it('shows what a course teaches behind Learn more, and hides it again with View less', async () => {
    mockApi({ 'GET /api/programs/career-certificates': ok(program()) });
    const user = open();
    const card = (await screen.findByRole('heading', { name: 'Google Data Analytics' })).closest('article') as HTMLElement;
    expect(within(card).queryByText("What you'll learn")).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Learn more' }));
    expect(within(card).getByRole('heading', { name: "What you'll learn" })).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Spreadsheets and SQL', 'Tableau dashboards']);
    expect(within(card).getByRole('button', { name: 'View less' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(card).getByRole('button', { name: 'View less' }));
    expect(within(card).queryByText('Spreadsheets and SQL')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Learn more' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('answers nine questions in the FAQ', async () => {
    mockApi({ 'GET /api/programs/career-certificates': ok(program()) });
    open();
    const faqs = region('Frequently asked questions');
    await waitFor(() => expect(faqs.querySelectorAll('details > summary')).toHaveLength(9));
  });

  it('loads a graduate’s video only when the visitor presses play', async () => {
    mockApi({ 'GET /api/programs/career-certificates': ok(program()) });
    const user = open();
    expect(document.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('button', { name: 'Play video: Ayesha Siddiqui’s story' });
    // WCAG 2.5.3: the button shows no text its name does not say (the initials on the poster are not its label).
    expect(play).toHaveTextContent(/^$/);
    await user.click(play);
    const player = screen.getByTitle('Ayesha Siddiqui’s story');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveFocus();
    expect(player.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('moves through the four stories with its buttons, stopping a video that leaves the view', async () => {
    mockApi({ 'GET /api/programs/career-certificates': ok(program()) });
    const user = open();
    expect(shownSlides()).toEqual(['1 of 4: Ayesha Siddiqui']);
    await user.click(screen.getByRole('button', { name: 'Play video: Ayesha Siddiqui’s story' }));
    await user.click(screen.getByRole('button', { name: 'Next story' }));
    expect(shownSlides()).toEqual(['2 of 4: Bilal Ahmed']);
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous story' }));
    await user.click(screen.getByRole('button', { name: 'Previous story' }));
    expect(shownSlides()).toEqual(['4 of 4: Zain ul Abideen']);
  });

  it('keeps the page’s words when the courses cannot be loaded, with a way to try again', async () => {
    mockApi({ 'GET /api/programs/career-certificates': failure(500, 'Something went wrong on our side.') });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(region('Frequently asked questions')).toBeInTheDocument();
  });
});
