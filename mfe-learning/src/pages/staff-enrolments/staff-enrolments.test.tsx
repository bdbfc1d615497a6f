import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '@test/api';
import { failure, mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import { enrolment, staffCourse } from '../../features/staff/fixtures';
import StaffEnrolmentsPage from './index';

const user = () => userEvent.setup({ delay: null });
const open = (at = '/staff/learning/courses/5/enrolments') => renderPage(<StaffEnrolmentsPage />, { path: '/staff/learning/courses/:courseId/enrolments', at });
const list = (items = [enrolment()]) => ok(pageOf(items, { perPage: 20 }));

describe('staff: a course’s enrolments', () => {
  it('reads the status filter from the address and writes a new one there, showing each member and their answers', async () => {
    const api = mockApi({
      'GET /api/staff/learning/courses/5': ok(staffCourse()),
      'GET /api/staff/learning/courses/5/enrolments': ({ url }) =>
        url.searchParams.get('status') === 'accepted' ? list([]) : list([enrolment(), enrolment({ id: 302, member: { member_id: 'usman1234567890a', name: 'Usman Tariq', email: 'usman@example.com', phone: '' } })]),
    });
    open('/staff/learning/courses/5/enrolments?status=pending');
    expect(await screen.findByRole('heading', { name: 'Enrolments: Google Data Analytics (Batch 2)' })).toBeInTheDocument();
    const ayesha = await screen.findByRole('article', { name: 'Ayesha Siddiqui' });
    expect(api.calls).toContain('GET /api/staff/learning/courses/5/enrolments?status=pending&page=1');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(within(ayesha).getByRole('link', { name: 'Ayesha Siddiqui' })).toHaveAttribute('href', '/member/ayesha1234567890');
    expect(ayesha).toHaveTextContent('ayesha.siddiqui@example.com · 03001234567 · Member ayesha1234567890');
    expect(ayesha).toHaveTextContent('Enrolled November 05, 2026 at 12:30 PM');
    expect(within(ayesha).getByText('Waiting')).toBeInTheDocument();
    expect(within(ayesha).getByText('Answers (2)')).toBeInTheDocument();
    expect(within(ayesha).getByText('Why do you want this scholarship?').nextElementSibling).toHaveTextContent('To find work as a data analyst.');

    await user().selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Accepted');
    expect(await screen.findByText('No enrolments')).toBeInTheDocument();
    expect(api.calls).toContain('GET /api/staff/learning/courses/5/enrolments?status=accepted&page=1');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('accepted');
  });

  it('accepts an enrolment with a note to the member', async () => {
    let decided: unknown;
    mockApi({
      'GET /api/staff/learning/courses/5': ok(staffCourse()),
      'GET /api/staff/learning/courses/5/enrolments': () => list([enrolment({ status: decided ? 'accepted' : 'pending' })]),
      'POST /api/staff/learning/enrolments/301/decision': ({ body }) => {
        decided = body;
        return ok(enrolment({ status: 'accepted' }), 'The enrolment is accepted; the member has been told by e-mail.');
      },
    });
    open();
    const u = user();
    await u.click(within(await screen.findByRole('article', { name: 'Ayesha Siddiqui' })).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Ayesha Siddiqui’s enrolment?' });
    expect(dialog).toHaveTextContent('The member is told by e-mail.');
    await u.type(within(dialog).getByRole('textbox', { name: /Note to the member/ }), 'Classes start on Monday.');
    await u.click(within(dialog).getByRole('button', { name: 'Accept enrolment' }));
    await findNotification('Success', 'The enrolment is accepted; the member has been told by e-mail.');
    expect(decided).toEqual({ decision: 'accepted', note: 'Classes start on Monday.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('article', { name: 'Ayesha Siddiqui' })).findByText('Accepted')).toBeInTheDocument();
  });

  it('declines without a note, and keeps the dialog open with the reason when the server refuses', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/staff/learning/courses/5': ok(staffCourse()),
      'GET /api/staff/learning/courses/5/enrolments': list(),
      'POST /api/staff/learning/enrolments/301/decision': ({ body }) => {
        sent.push(body);
        return sent.length === 1 ? failure(409, 'Zainab Hussain decided this enrolment a moment ago.') : ok(enrolment({ status: 'declined' }), 'The enrolment is declined; the member has been told by e-mail.');
      },
    });
    open();
    const u = user();
    await u.click(within(await screen.findByRole('article', { name: 'Ayesha Siddiqui' })).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Ayesha Siddiqui’s enrolment?' });
    await u.click(within(dialog).getByRole('button', { name: 'Decline enrolment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Zainab Hussain decided this enrolment a moment ago.');
    await u.click(within(dialog).getByRole('button', { name: 'Decline enrolment' }));
    await findNotification('Success', 'The enrolment is declined; the member has been told by e-mail.');
    expect(sent).toEqual([
      { decision: 'declined', note: '' },
      { decision: 'declined', note: '' },
    ]);
  });

  it('exports the enrolments of the status shown as CSV', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = mockApi({
      'GET /api/staff/learning/courses/5': ok(staffCourse()),
      'GET /api/staff/learning/courses/5/enrolments': list(),
      'GET /api/staff/learning/courses/5/enrolments.csv': ok('member,status'),
    });
    open('/staff/learning/courses/5/enrolments?status=pending');
    await screen.findByRole('article', { name: 'Ayesha Siddiqui' });
    await user().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.calls).toContain('GET /api/staff/learning/courses/5/enrolments.csv?status=pending');
    expect(saved[0]).toMatch(/^course-5-enrolments-waiting-\d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
  });
});
