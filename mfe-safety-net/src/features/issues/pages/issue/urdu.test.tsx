import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '#i18n';
import { answer } from '@test/api';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { getIssue, getIssueComments } from '../../api';
import { attachment, comment, issue } from '../../fixtures';
import IssuePage from './index';

jest.mock('../../api', () => ({ ...jest.requireActual('../../api'), getIssue: jest.fn(), getIssueComments: jest.fn() }));

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
beforeEach(() => {
  jest.mocked(getIssue).mockResolvedValue(answer(issue({ status: { name: 'Resolved' }, order_id: 41, attachments: [attachment()] })));
  jest.mocked(getIssueComments).mockResolvedValue(answer([comment({ id: 1, description: 'I paid on Monday.', author: { name: 'Bilal Ahmed', avatar: null, role: 'member' } }), comment({ id: 2 })]));
  mockApi({ 'POST /api/user/issues/12/seen': ok(null) });
});
afterEach(() => i18n.activate('en'));

describe('an issue in Urdu', () => {
  it('shows the issue’s status, topic, conversation and status dialog in Urdu, what was written as it was written', async () => {
    i18n.activate('ur');
    renderPage(<IssuePage />, { path: '/dashboard/issues/:issueId', at: '/dashboard/issues/12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Payoneer transfer is stuck' })).toBeInTheDocument();
    expect(screen.getByText('حل شدہ')).toBeInTheDocument();
    expect(screen.getByText(/^بینکاری ·/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'آپ کے آرڈر نمبر 41 کے بارے میں' })).toHaveAttribute('href', '/dashboard/orders/41');
    expect(screen.getByRole('list', { name: 'منسلک فائلیں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'تبصرے' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'تبصرے، پرانے پہلے' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByText('رکن')).toBeInTheDocument();
    expect(within(items[1]).getByText('عملہ')).toBeInTheDocument();
    expect(within(items[1]).getByText('Please send us the transfer receipt.')).toBeInTheDocument();
    expect(screen.getByText('یہ مسئلہ حل ہو چکا ہے۔ تبصرہ کرنے سے یہ دوبارہ کھل جائے گا۔')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تبصرہ شامل کریں' })).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'اسٹیٹس تبدیل کریں' }));
    const dialog = await screen.findByRole('dialog', { name: 'اسٹیٹس تبدیل کریں' });
    expect(within(dialog).getByText('یہ مسئلہ حل شدہ ہے۔')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'مسئلہ دوبارہ کھولیں' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'بند کر دیں' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'حل شدہ قرار دیں' })).not.toBeInTheDocument();
  });
});
