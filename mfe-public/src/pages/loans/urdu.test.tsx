import { screen, within } from '@testing-library/react';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import LoansPage from './index';

beforeAll(() => i18n.load('ur', require('../../locales/ur.json')));
afterEach(() => i18n.activate('en'));

describe('loans page in Urdu', () => {
  it('shows the loans in Urdu, with an application e-mail to the loans address', () => {
    i18n.activate('ur');
    renderPage(<LoansPage />, { path: '/loans' });
    expect(screen.getByRole('heading', { level: 1, name: 'قرضے' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'اپنی اہلیت کیسے بہتر بنائیں' })).toBeInTheDocument();
    const car = screen.getByRole('heading', { level: 3, name: 'گاڑی کا قرض' }).closest('article') as HTMLElement;
    expect(within(car).getByText('مدت 7 سال تک')).toBeInTheDocument();
    const apply = within(car).getByRole('link', { name: 'ابھی درخواست دیں' });
    expect(apply.getAttribute('href')).toBe(`mailto:loans@pafla.org.pk?subject=${encodeURIComponent('درخواست: گاڑی کا قرض')}`);
  });
});
