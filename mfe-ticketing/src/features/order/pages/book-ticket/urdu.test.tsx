import { screen, within } from '@testing-library/react';
import { getCities, getProfile, getProvinces, type Profile } from 'shared-api';
import { getEventPackage } from '../../requests';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import { answer, packageDetail } from '../../../testing/fixtures';
import BookTicketPage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), getProfile: jest.fn(), getCities: jest.fn(), getProvinces: jest.fn() }));
jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), getEventPackage: jest.fn() }));

const profile = { name: 'Muhammad Usman Tariq', email: 'usman.tariq@example.com', phone: '+92 300 1234567', organisation: 'Tariq Labs', designation: 'Developer', city: 'Lahore', state: 'Punjab' } as Profile;

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
beforeEach(() => {
  jest.mocked(getEventPackage).mockResolvedValue(answer(packageDetail()));
  jest.mocked(getProfile).mockResolvedValue(answer(profile));
  jest.mocked(getCities).mockResolvedValue(answer([{ name: 'Lahore', province: 'Punjab' }]));
  jest.mocked(getProvinces).mockResolvedValue(answer(['Punjab']));
});
afterEach(() => i18n.activate('en'));

describe('ticket form in Urdu', () => {
  it('labels the holder’s details in Urdu, keeps the member’s own details as written, and the CNIC left to right', async () => {
    i18n.activate('ur');
    renderPage(<BookTicketPage />, { path: '/enroll/event/:eventId/package/:packageId', at: '/enroll/event/8/package/32' });
    expect(screen.getByRole('heading', { level: 1, name: 'ٹکٹ بک کریں' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/پہلا نام/)).toHaveValue('Muhammad');
    expect(screen.getByLabelText(/خاندانی نام/)).toHaveValue('Usman Tariq');
    expect(screen.getByLabelText(/^ای میل/)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText(/^شناختی کارڈ/)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { level: 2, name: 'ٹکٹ کی تفصیلات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'آگے بڑھیں' })).toBeInTheDocument();
    const widget = screen.getByRole('complementary', { name: 'آپ کی تقریب' });
    expect(within(widget).getByText('پیکج')).toBeInTheDocument();
    expect(within(widget).getByText('Workshop pass')).toBeInTheDocument();
    expect(screen.queryByText('Continue')).not.toBeInTheDocument();
  });
});
