import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '#i18n';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { issue } from '../../fixtures';
import NewIssuePage from './index';

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
afterEach(() => i18n.activate('en'));

describe('new issue in Urdu', () => {
  it('labels the form and its topics in Urdu, and still sends the topic the server knows', async () => {
    i18n.activate('ur');
    const sent: unknown[] = [];
    mockApi({
      'POST /api/user/issues': ({ body }) => {
        sent.push(body);
        return ok(issue({ id: 32 }));
      },
    });
    renderPage(<NewIssuePage />, { path: '/dashboard/issues/new' });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { level: 1, name: 'نیا مسئلہ' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['موضوع منتخب کریں', 'عمومی سوال', 'بینکاری', 'کمپنی کی تشکیل اور ٹیکس', 'تقریب کی درخواست', 'رعایتیں', 'ٹکٹ اور ادائیگیاں']);
    expect(screen.getByText(/ہر فائل زیادہ سے زیادہ 5 MB/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/عنوان/), 'Charged twice');
    await user.selectOptions(screen.getByLabelText(/موضوع/), 'ٹکٹ اور ادائیگیاں');
    await user.type(screen.getByLabelText(/تفصیل/), 'My card was charged twice.');
    await user.click(screen.getByRole('button', { name: 'مسئلہ جمع کرائیں' }));
    await waitFor(() => expect(sent).toEqual([{ title: 'Charged twice', topic: 'Tickets & payments', description: 'My card was charged twice.', order_id: null, attachments: [] }]));
  });
});
