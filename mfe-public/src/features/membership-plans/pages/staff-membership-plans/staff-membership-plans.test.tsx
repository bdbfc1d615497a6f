import { screen, within } from '@testing-library/react';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import StaffMembershipPlansPage from './index';

const benefit = (name_ur: string | null) => ({ name: 'Voice & Support Group', name_ur, description: 'Join the groups.', description_ur: name_ur && 'گروپوں میں شامل ہوں۔' });

describe('staff: the membership plans', () => {
  it('lists each plan with its Urdu name and what is still to write in Urdu, each leading to its form', async () => {
    mockApi({
      'GET /api/staff/membership-plans': ok([
        { id: 1, name: 'Seed', name_ur: 'سیڈ', price: 0, discounted_price: null, disabled: false, description: 'Free for ever.', description_ur: 'ہمیشہ مفت۔', features: [benefit('آواز اور معاون گروپ')] },
        { id: 2, name: 'Surge', name_ur: null, price: 6000, discounted_price: null, disabled: false, description: 'Tax filing.', description_ur: null, features: [benefit(null), benefit('آواز')] },
      ]),
    });
    renderPage(<StaffMembershipPlansPage />, { path: '/staff/membership-plans' });
    const seed = (await screen.findByRole('link', { name: 'Seed' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Seed' })).toHaveAttribute('href', '/staff/membership-plans/1');
    expect(within(seed).getByText('سیڈ')).toHaveAttribute('lang', 'ur');
    expect(within(seed).getByText('All written')).toBeInTheDocument();
    const surge = screen.getByRole('link', { name: 'Surge' }).closest('tr') as HTMLElement;
    // Its name, its description, and the first benefit's name and description.
    expect(within(surge).getByText('4 texts')).toBeInTheDocument();
    expect(within(surge).getByText('Rs 6,000')).toBeInTheDocument();
  });
});
