import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '@test/api';
import { failure, mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import { enrolment, staffCourse } from '../../staff/fixtures';
import StaffEnrolmentsPage from './index';

const user = () => userEvent.setup({ delay: null });
const open = (at = '/staff/learning/courses/5/enrolments') => renderPage(<StaffEnrolmentsPage />, { path: '/staff/learning/courses/:courseId/enrolments', at });
const list = (items = [enrolment()]) => ok(pageOf(items, { perPage: 20 }));
const LIST = 'GET /api/staff/learning/courses/5/enrolments';
const usman = enrolment({ id: 302, member: { member_id: 'usman1234567890a', member_id_formatted: 'FAP-U5MA-N123', name: 'Usman Tariq', email: 'usman@example.com', phone: '' } });
const hira = enrolment({ id: 303, member: { member_id: 'hira1234567890ab', member_id_formatted: 'FAP-H1RA-B456', name: 'Hira Baloch', email: 'hira@example.com', phone: '03331234567' } });

/** Opens an enrolment's side panel by a click on its row. */
const openPanel = async (u: ReturnType<typeof user>, name: string) => {
  await u.click(within(await screen.findByRole('row', { name: new RegExp(name) })).getByText(name));
  return screen.findByRole('dialog', { name: `${name}’s enrolment` });
};

describe('staff: a course’s enrolments', () => {
  it('reads the status filter from the address and writes a new one there, showing each member as a row', async () => {
    const api = mockApi({
      'GET /api/staff/learning/courses/5': ok(staffCourse()),
      [LIST]: ({ url }) => (url.searchParams.get('status') === 'accepted' ? list([]) : list([enrolment(), usman])),
    });
    open('/staff/learning/courses/5/enrolments?status=pending');
    expect(await screen.findByRole('heading', { name: 'Enrolments: Google Data Analytics (Batch 2)' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Enrolments, oldest waiting first' });
    const ayesha = within(table).getByRole('row', { name: /Ayesha Siddiqui/ });
    expect(api.calls).toContain(`${LIST}?status=pending&sort=status&dir=asc&page=1`);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(ayesha).toHaveTextContent('ayesha.siddiqui@example.com · 03001234567');
    expect(ayesha).toHaveTextContent('05 November 2026 at 12:30 PM');
    expect(within(ayesha).getByText('Waiting')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Usman Tariq/ })).toHaveTextContent('usman@example.com');

    await user().selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Accepted');
    expect(await screen.findByText('No enrolments')).toBeInTheDocument();
    expect(api.calls).toContain(`${LIST}?status=accepted&sort=status&dir=asc&page=1`);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('accepted');
  });

  it('searches by member and sorts through the address the server reads', async () => {
    const api = mockApi({ 'GET /api/staff/learning/courses/5': ok(staffCourse()), [LIST]: ({ url }) => list(url.searchParams.get('q') === 'nobody' ? [] : [enrolment()]) });
    open();
    const u = user();
    await screen.findByRole('table');
    await u.click(screen.getByRole('button', { name: /^Enrolled/ }));
    await waitFor(() => expect(api.calls).toContain(`${LIST}?sort=created_at&dir=asc&page=1`));
    await u.click(await screen.findByRole('button', { name: /^Enrolled/ }));
    await waitFor(() => expect(api.calls).toContain(`${LIST}?sort=created_at&dir=desc&page=1`));
    await u.type(screen.getByRole('searchbox', { name: 'Search' }), 'ayesha.siddiqui@{Enter}');
    await waitFor(() => expect(api.calls).toContain(`${LIST}?q=ayesha.siddiqui%40&sort=created_at&dir=desc&page=1`));
    await u.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await u.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody{Enter}');
    expect(await screen.findByText('No enrolment matches the search')).toBeInTheDocument();
  });

  it('opens an enrolment in the side panel with the member’s answers, and accepts it with a note', async () => {
    let decided: unknown;
    mockApi({
      'GET /api/staff/learning/courses/5': ok(staffCourse()),
      [LIST]: () => list([enrolment({ status: decided ? 'accepted' : 'pending' })]),
      'POST /api/staff/learning/enrolments/301/decision': ({ body }) => {
        decided = body;
        return ok(enrolment({ status: 'accepted' }), 'The enrolment is accepted; the member has been told by e-mail.');
      },
    });
    open();
    const u = user();
    const panel = await openPanel(u, 'Ayesha Siddiqui');
    expect(within(panel).getByRole('link', { name: 'Ayesha Siddiqui' })).toHaveAttribute('href', '/member/ayesha1234567890');
    // The member is named by the MEMBER ID staff search by and members read on their certificate, not the account's id.
    expect(panel).toHaveTextContent('ayesha.siddiqui@example.com · 03001234567 · MEMBER ID FAP-7K3M-Q9TD');
    expect(panel).not.toHaveTextContent('ayesha1234567890');
    expect(panel).toHaveTextContent('Enrolled 05 November 2026 at 12:30 PM');
    expect(within(panel).getByText('Answers (2)')).toBeInTheDocument();
    expect(within(panel).getByText('Why do you want this scholarship?').nextElementSibling).toHaveTextContent('To find work as a data analyst.');

    await u.click(within(panel).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Ayesha Siddiqui’s enrolment?' });
    expect(dialog).toHaveTextContent('The member is told by e-mail.');
    await u.type(within(dialog).getByRole('textbox', { name: /Note to the member/ }), 'Classes start on Monday.');
    await u.click(within(dialog).getByRole('button', { name: 'Accept enrolment' }));
    await findNotification('Success', 'The enrolment is accepted; the member has been told by e-mail.');
    expect(decided).toEqual({ decision: 'accepted', note: 'Classes start on Monday.' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Accept/ })).not.toBeInTheDocument());
    // The panel shows the enrolment as the list now has it: accepted, and a decision that can still be changed.
    expect(await within(panel).findByText('Accepted')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('declines without a note, and keeps the dialog open with the reason when the server refuses', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/staff/learning/courses/5': ok(staffCourse()),
      [LIST]: list(),
      'POST /api/staff/learning/enrolments/301/decision': ({ body }) => {
        sent.push(body);
        return sent.length === 1 ? failure(409, 'Zainab Hussain decided this enrolment a moment ago.') : ok(enrolment({ status: 'declined' }), 'The enrolment is declined; the member has been told by e-mail.');
      },
    });
    open();
    const u = user();
    const panel = await openPanel(u, 'Ayesha Siddiqui');
    await u.click(within(panel).getByRole('button', { name: 'Decline' }));
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

  it('accepts the selected enrolments at once, with one note', async () => {
    let decided: unknown;
    mockApi({
      'GET /api/staff/learning/courses/5': ok(staffCourse()),
      [LIST]: list([enrolment(), usman, hira]),
      'POST /api/staff/learning/enrolments/decision': ({ body }) => {
        decided = body;
        return ok({ changed: 2, unchanged: 0 }, '2 enrolments accepted; each member has been told by e-mail.');
      },
    });
    open();
    const u = user();
    await screen.findByRole('table');
    await u.click(screen.getByRole('checkbox', { name: 'Select Ayesha Siddiqui' }));
    await u.click(screen.getByRole('checkbox', { name: 'Select Hira Baloch' }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(bar).toHaveTextContent('2 enrolments selected');
    await u.click(within(bar).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept 2 enrolments?' });
    expect(dialog).toHaveTextContent('Each member is told by e-mail.');
    await u.type(within(dialog).getByRole('textbox', { name: /Note to the member/ }), 'Classes start on Monday.');
    await u.click(within(dialog).getByRole('button', { name: 'Accept 2 enrolments' }));
    await findNotification('Success', '2 enrolments accepted; each member has been told by e-mail.');
    expect(decided).toEqual({ ids: [301, 303], decision: 'accepted', note: 'Classes start on Monday.' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('exports the enrolments of the status shown as CSV, or just the selected ones', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = mockApi({
      'GET /api/staff/learning/courses/5': ok(staffCourse()),
      [LIST]: list([enrolment(), usman, hira]),
      'GET /api/staff/learning/courses/5/enrolments.csv': ok('member,status'),
    });
    open('/staff/learning/courses/5/enrolments?status=pending');
    const u = user();
    await screen.findByRole('table');
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.calls).toContain('GET /api/staff/learning/courses/5/enrolments.csv?status=pending');
    expect(saved[0]).toMatch(/^course-5-enrolments-waiting-\d{4}-\d{2}-\d{2}\.csv$/);

    await u.click(screen.getByRole('checkbox', { name: 'Select Usman Tariq' }));
    await u.click(screen.getByRole('checkbox', { name: 'Select Hira Baloch' }));
    await u.click(within(screen.getByRole('region', { name: 'Selected rows' })).getByRole('button', { name: 'Export the selection' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(api.calls.map(decodeURIComponent)).toContain('GET /api/staff/learning/courses/5/enrolments.csv?status=pending&ids=302,303');
    expect(saved[1]).toMatch(/^course-5-enrolments-selected-\d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
  });
});

describe('staff: every course’s enrolments (the staff home’s queue)', () => {
  const EVERY = 'GET /api/staff/learning/enrolments';
  const openEvery = (at = '/staff/learning/enrolments?status=pending') => renderPage(<StaffEnrolmentsPage />, { path: '/staff/learning/enrolments', at });

  it('lists the waiting enrolments of every course, each with its course, and opens one with its course and MEMBER ID', async () => {
    const inUx = enrolment({ ...hira, course: { id: 6, name: 'Google UX Design' } });
    const api = mockApi({ [EVERY]: list([enrolment(), inUx]) });
    openEvery();
    expect(await screen.findByRole('heading', { name: 'Course enrolments' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Enrolments, oldest waiting first' });
    expect(api.calls).toContain(`${EVERY}?status=pending&sort=status&dir=asc&page=1`);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(within(table).getByRole('row', { name: /Ayesha Siddiqui/ })).toHaveTextContent('Google Data Analytics (Batch 2)');
    expect(within(table).getByRole('row', { name: /Hira Baloch/ })).toHaveTextContent('Google UX Design');
    // One course's questions make an export's columns: the export is on each course's list, not on this one.
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();

    const panel = await openPanel(user(), 'Hira Baloch');
    expect(within(panel).getByRole('link', { name: 'Google UX Design' })).toHaveAttribute('href', '/staff/learning/courses/6/enrolments');
    expect(panel).toHaveTextContent('MEMBER ID FAP-H1RA-B456');
  });
});
