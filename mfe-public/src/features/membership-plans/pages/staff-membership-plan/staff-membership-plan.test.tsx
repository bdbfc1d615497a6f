import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffPlan } from '../../shapes';
import { mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import StaffMembershipPlanPage from './index';

const surge = (overrides: Partial<StaffPlan> = {}): StaffPlan => ({
  id: 2,
  name: 'Surge',
  name_ur: null,
  price: 6000,
  discounted_price: null,
  disabled: false,
  description: 'All of Seed, plus tax filing, insurance and training.',
  description_ur: null,
  features: [
    { name: 'Annual Tax Filing', name_ur: null, description: 'Your yearly return, filed for you.', description_ur: null },
    { name: 'Workshops and Trainings', name_ur: null, description: 'Paid workshops at no extra cost.', description_ur: null },
  ],
  ...overrides,
});

describe('staff: a membership plan’s texts', () => {
  it('writes the plan’s Urdu beside each English text, in right-to-left Urdu fields checked by the shared rules', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/staff/membership-plans/2': ok(surge()),
      'POST /api/staff/membership-plans/2': ({ body }) => {
        sent = body;
        return ok(surge({ name_ur: 'سرج' }), 'The plan has been saved.');
      },
    });
    renderPage(<StaffMembershipPlanPage />, { path: '/staff/membership-plans/:planId', at: '/staff/membership-plans/2' });
    const u = userEvent.setup({ delay: null });
    // The plan's own name in Urdu comes first; each benefit has its own below.
    const [nameUr] = await screen.findAllByRole('textbox', { name: /^Name \(Urdu\)/ });
    const form = within(screen.getByRole('form', { name: 'Membership plan' }));
    // Every Urdu field is written right to left, in Urdu.
    const urduFields = form.getAllByRole('textbox', { name: /\(Urdu\)/ });
    expect(urduFields).toHaveLength(2 + 2 * 2);
    for (const input of urduFields) {
      expect(input).toHaveAttribute('dir', 'rtl');
      expect(input).toHaveAttribute('lang', 'ur');
    }
    // English typed into an Urdu field is refused by the rule the server applies too.
    await u.type(nameUr, 'Surge');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('Please write the Urdu in Urdu script')).not.toHaveLength(0);
    expect(sent).toBeUndefined();

    await u.clear(nameUr);
    await u.type(nameUr, 'سرج');
    await u.type(form.getAllByRole('textbox', { name: /^Description \(Urdu\)/ })[0], 'ٹیکس فائلنگ، انشورنس اور تربیت۔');
    const first = within(form.getByRole('group', { name: 'Benefit 1' }));
    await u.type(first.getByRole('textbox', { name: /^Name \(Urdu\)/ }), 'سالانہ ٹیکس فائلنگ');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await findNotification('Success', 'The plan has been saved.');
    expect(sent).toEqual({
      name_ur: 'سرج',
      description: 'All of Seed, plus tax filing, insurance and training.',
      description_ur: 'ٹیکس فائلنگ، انشورنس اور تربیت۔',
      features: [
        { name: 'Annual Tax Filing', name_ur: 'سالانہ ٹیکس فائلنگ', description: 'Your yearly return, filed for you.', description_ur: '' },
        { name: 'Workshops and Trainings', name_ur: '', description: 'Paid workshops at no extra cost.', description_ur: '' },
      ],
    });
  });

  it('adds, moves and removes benefits, and keeps at least one', async () => {
    let sent: { features: Array<{ name: string }> } | undefined;
    mockApi({
      'GET /api/staff/membership-plans/2': ok(surge()),
      'POST /api/staff/membership-plans/2': ({ body }) => {
        sent = body as typeof sent;
        return ok(surge(), 'The plan has been saved.');
      },
    });
    renderPage(<StaffMembershipPlanPage />, { path: '/staff/membership-plans/:planId', at: '/staff/membership-plans/2' });
    const u = userEvent.setup({ delay: null });
    await screen.findByRole('group', { name: 'Benefit 2' });
    await u.click(screen.getByRole('button', { name: 'Move benefit 2 up' }));
    await u.click(screen.getByRole('button', { name: 'Add a benefit' }));
    const third = within(screen.getByRole('group', { name: 'Benefit 3' }));
    await u.type(third.getByRole('textbox', { name: /^Name$|^Name\s*\*?$/ }), 'Exclusive Events');
    await u.type(third.getByRole('textbox', { name: /^Description(?! \(Urdu\))/ }), 'Members-only meetups.');
    await u.click(within(screen.getByRole('group', { name: 'Benefit 1' })).getByRole('button', { name: 'Remove' }));
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await findNotification('Success', 'The plan has been saved.');
    expect(sent?.features.map((f) => f.name)).toEqual(['Annual Tax Filing', 'Exclusive Events']);
  });
});
