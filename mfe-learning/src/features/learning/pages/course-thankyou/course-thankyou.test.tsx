import { screen, within } from '@testing-library/react';
import { failure, mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { enrolment } from '../../fixtures/member';
import CourseThankyouPage from './index';

const open = (at = '/dashboard/course/thankyou?id=h4sh3d-enrolment-id-xyz') => renderPage(<CourseThankyouPage />, { path: '/dashboard/course/thankyou', at });

const fact = (label: string) => screen.getByText(label).nextElementSibling;

describe('the enrolment thank-you page', () => {
  it('shows the enrolment looked up by its hashed id, what its status means and what happens next', async () => {
    const api = mockApi({ 'GET /api/course-enrollment/h4sh3d-enrolment-id-xyz': ok(enrolment()) });
    open();
    expect(await screen.findByText('Ayesha Khan')).toBeInTheDocument();
    expect(fact('Course')).toHaveTextContent('Google Soft Skills');
    expect(fact('Program')).toHaveTextContent('Google Soft Skills Program');
    expect(fact('E-mail')).toHaveTextContent('ayesha@example.pk');
    expect(fact('Status')).toHaveTextContent('Pending');
    expect(screen.getByText(/Your application is waiting for the association’s decision\./)).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(within(next).getByText(/We shortlist the applications and e-mail you our decision/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the course page' })).toHaveAttribute('href', '/dashboard/course/soft-skills-batch-2/11');
    expect(api.calls).toEqual(['GET /api/course-enrollment/h4sh3d-enrolment-id-xyz']);
  });

  it('says what an accepted enrolment means', async () => {
    mockApi({ 'GET /api/course-enrollment/h4sh3d-enrolment-id-xyz': ok(enrolment({ status: 'accepted' })) });
    open();
    expect(await screen.findByText(/You are enrolled in this course\./)).toBeInTheDocument();
    expect(fact('Status')).toHaveTextContent('Accepted');
  });

  it('gives the server’s message when the enrolment is unknown', async () => {
    mockApi({ 'GET /api/course-enrollment/h4sh3d-enrolment-id-xyz': failure(404, 'This enrolment could not be found.') });
    open();
    expect(await screen.findByRole('heading', { name: 'This enrolment could not be found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the certificate programmes' })).toBeInTheDocument();
  });

  it('says no enrolment was found, and asks the server nothing, without an id', async () => {
    const api = mockApi({});
    open('/dashboard/course/thankyou');
    expect(await screen.findByRole('heading', { name: 'No enrolment found' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
