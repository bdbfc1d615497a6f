import { screen } from '@testing-library/react';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import VolunteerPage from './index';

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
afterEach(() => i18n.activate('en'));

describe('volunteer applications in Urdu', () => {
  it('names the application, its lead and its form in Urdu', () => {
    i18n.activate('ur');
    renderPage(<VolunteerPage />, { path: '/dashboard/university-ambassador' });
    expect(screen.getByRole('heading', { level: 1, name: 'یونیورسٹی سفیر' })).toBeInTheDocument();
    expect(screen.getByText(/ایسوسی ایشن کو اپنی یونیورسٹی تک لائیں/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'یونیورسٹی سفیر کی درخواست' })).toBeInTheDocument();
    expect(screen.getByLabelText(/اپنے بارے میں/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'درخواست جمع کرائیں' })).toBeInTheDocument();
  });
});
