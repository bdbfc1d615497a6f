import { screen, within } from '@testing-library/react';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { promotion } from '../../fixtures';
import PromotionsPage from './index';

describe('Discounts & Promotions', () => {
  it('shows each promotion’s logo, company and title with View Details leading to its page', async () => {
    mockApi({ 'GET /api/discounts': ok([promotion(), promotion({ id: 3, company_name: 'Hisaab Accounting & Co.', title: 'Free first tax return filing', company_logo: null })]) });
    renderPage(<PromotionsPage />, { path: '/dashboard/promotions' });
    const cards = within(await screen.findByRole('list', { name: 'Promotions' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('img', { name: 'Raabta Internet logo' })).toBeInTheDocument();
    expect(within(cards[0]).getByRole('heading', { name: '25% off a 50 Mbps fibre plan for six months' })).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/dashboard/promotion/raabta-internet/7');
    // No logo: the company's name stands in its place.
    expect(within(cards[1]).getAllByText('Hisaab Accounting & Co.')).toHaveLength(2);
    expect(within(cards[1]).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/dashboard/promotion/hisaab-accounting-co/3');
  });

  it('also shows the certificate programmes', async () => {
    mockApi({ 'GET /api/discounts': ok([]) });
    renderPage(<PromotionsPage />, { path: '/dashboard/promotions' });
    expect(await screen.findByText('No promotions right now')).toBeInTheDocument();
    const programmes = screen.getByRole('region', { name: 'Certificate programmes' });
    expect(within(programmes).getByRole('link', { name: 'Learn more about Google Career Certificates' })).toHaveAttribute('href', '/dashboard/pafla-google-career-certificates');
    expect(within(programmes).getByRole('link', { name: 'Learn more about Google Soft Skills Program' })).toHaveAttribute('href', '/pafla-google-soft-skills');
  });
});
