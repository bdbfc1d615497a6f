import { screen } from '@testing-library/react';
import { verifyCertificate } from 'shared-api/membership';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import { answer } from '../../features/testing/fixtures';
import VerifyPage from './index';

jest.mock('shared-api/membership', () => ({ ...jest.requireActual('shared-api/membership'), verifyCertificate: jest.fn() }));

beforeAll(() => i18n.load('ur', require('../../locales/ur.json')));
afterEach(() => i18n.activate('en'));

describe('certificate verification page in Urdu', () => {
  it('gives the verdict and the labels in Urdu, the name as written and the MEMBER ID left to right', async () => {
    jest.mocked(verifyCertificate).mockResolvedValue(answer({ kind: 'membership', valid: true, name: 'Ayesha Khan', member_id_formatted: 'FAP-7K3M-Q9TD', package: 'Surge', valid_until: '2027-01-10T05:00:00.000Z' }));
    i18n.activate('ur');
    renderPage(<VerifyPage />, { path: '/verify/:code', at: '/verify/Zm9vYmFyYmF6cXV4' });
    expect(screen.getByRole('heading', { level: 1, name: 'سرٹیفکیٹ کی تصدیق' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'یہ رکنیت آج مؤثر ہے۔' })).toBeInTheDocument();
    expect(screen.getByText('مؤثر')).toBeInTheDocument();
    expect(screen.getByText('Ayesha Khan')).toBeInTheDocument();
    const id = screen.getByText('FAP-7K3M-Q9TD');
    expect(id).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('رکنیت آئی ڈی').nextSibling).toContainElement(id);
    expect(screen.getByText('مؤثر تا')).toBeInTheDocument();
    expect(screen.getByText(/کو ایسوسی ایشن کے ریکارڈ سے جانچا گیا۔$/)).toBeInTheDocument();
    expect(screen.queryByText('MEMBER ID')).not.toBeInTheDocument();
  });
});
