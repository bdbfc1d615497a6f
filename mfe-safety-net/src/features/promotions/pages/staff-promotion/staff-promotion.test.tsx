import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '@test/api';
import { mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import '@test/rich-text';
import { staffPromotion } from '../../fixtures';
import StaffPromotionPage from './index';

const user = () => userEvent.setup({ delay: null });

describe('staff: a new promotion', () => {
  it('says what is missing, then creates it and opens its page', async () => {
    let sent: unknown;
    mockApi({
      'POST /api/staff/promotions': ({ body }) => {
        sent = body;
        return ok(staffPromotion({ id: 31 }), 'The promotion has been created.');
      },
      'GET /api/staff/promotions/31': ok(staffPromotion({ id: 31 })),
    });
    renderPage(<StaffPromotionPage />, { path: '/staff/promotions/new' });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('Please enter the company name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the title')).toBeInTheDocument();
    // The summary at the top of the form leads to each field; the first has the keyboard.
    const summary = screen.getByRole('region', { name: 'Please correct these before saving' });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Company name: Please enter the company name',
      expect.stringMatching(/^Where members use the code: /),
      'Title: Please enter the title',
      'Description: Please describe the offer',
      'Terms and conditions: Please enter the terms and conditions',
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveFocus());
    expect(screen.getByText('Please describe the offer')).toBeInTheDocument();
    expect(screen.getByText('Please enter the terms and conditions')).toBeInTheDocument();

    await u.type(screen.getByRole('textbox', { name: /Company name/ }), 'Raabta Internet');
    await u.type(screen.getByRole('textbox', { name: /Where members use the code/ }), 'https://raabta.example.pk/members');
    await u.type(screen.getByRole('textbox', { name: /^Title/ }), 'Fibre at 25% off');
    // The offer and its terms are written in the editor; the logo is the promotion's picture.
    const toolbar = screen.getByRole('toolbar', { name: 'Description: formatting' });
    expect(within(toolbar).queryByRole('button', { name: 'Insert a picture' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('textbox', { name: /^Description/ }));
    await u.keyboard('For members.');
    await u.click(screen.getByRole('textbox', { name: /^Terms and conditions/ }));
    await u.keyboard('One each.');
    await u.click(within(screen.getByRole('toolbar', { name: 'Terms and conditions: formatting' })).getByRole('button', { name: 'Bulleted list' }));
    await u.selectOptions(screen.getByRole('combobox', { name: /Codes/ }), 'shared');
    await u.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('Please enter the code every member gets')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: /The code/ }), 'FREELANCE25');
    await u.click(screen.getByRole('button', { name: 'Create promotion' }));
    await findNotification('Success', 'The promotion has been created.');
    expect(sent).toMatchObject({ company_name: 'Raabta Internet', description: '<p>For members.</p>', terms: expect.stringMatching(/^<ul><li><p>One each\.<\/p><\/li><\/ul>/), code_kind: 'shared', shared_code: 'FREELANCE25', free: true });
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/staff/promotions/31');
  });
});

describe('staff: a promotion', () => {
  const open = () => renderPage(<StaffPromotionPage />, { path: '/staff/promotions/:promotionId', at: '/staff/promotions/7' });

  it('adds codes to the pool and shows who claimed', async () => {
    let codes: unknown;
    let stored = staffPromotion();
    mockApi({
      'GET /api/staff/promotions/7': () => ok(stored),
      'GET /api/staff/promotions/7/claims': ok(pageOf([{ member_id: 'ayesha1234567890', name: 'Ayesha Siddiqui', code: 'RAB-1001', claimed_at: '2026-11-21T09:00:00.000Z' }], { perPage: 20 })),
      'POST /api/staff/promotions/7/codes': ({ body }) => {
        codes = body;
        stored = staffPromotion({ codes: 17 });
        return ok(stored, '2 codes were added.');
      },
    });
    open();
    const u = user();
    const claims = await screen.findByRole('list', { name: 'Claims, newest first' });
    expect(within(claims).getByRole('link', { name: 'Ayesha Siddiqui' })).toHaveAttribute('href', '/member/ayesha1234567890');
    expect(within(claims).getByText('RAB-1001')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add codes' }));
    expect(await screen.findByText('Please add at least one code')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: /^Codes/ }), 'RAB-2001{enter}RAB-2002');
    await u.click(screen.getByRole('button', { name: 'Add codes' }));
    await findNotification('Success', '2 codes were added.');
    expect(codes).toEqual({ codes: 'RAB-2001\nRAB-2002' });
    expect(await screen.findByText('4 of 17 codes claimed · 13 left')).toBeInTheDocument();
  });

  it('a draft: marked, previewed, and published; members are shown it only then', async () => {
    let stored = staffPromotion({ published: false, claimed: 0 });
    mockApi({
      'GET /api/staff/promotions/7': () => ok(stored),
      'GET /api/staff/promotions/7/claims': ok(pageOf([], { perPage: 20 })),
      'POST /api/staff/promotions/7/publish': () => {
        stored = staffPromotion({ published: true, claimed: 0 });
        return ok(stored, 'The promotion is published: members can see and claim it.');
      },
    });
    open();
    const u = user();
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview as members will see it' })).toHaveAttribute('href', '/staff/promotions/7/preview');
    expect(screen.queryByRole('link', { name: 'See it as members do' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Publish the promotion' }));
    await findNotification('Success', 'The promotion is published: members can see and claim it.');
    await waitFor(() => expect(screen.getByText('Open')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'See it as members do' })).toHaveAttribute('href', '/dashboard/promotion/raabta-internet/7');
    expect(screen.getByRole('button', { name: 'Make it a draft again' })).toBeInTheDocument();
  });

  it('closes after asking once more', async () => {
    let stored = staffPromotion();
    const api = mockApi({
      'GET /api/staff/promotions/7': () => ok(stored),
      'GET /api/staff/promotions/7/claims': ok(pageOf([], { perPage: 20 })),
      'POST /api/staff/promotions/7/close': () => {
        stored = staffPromotion({ closed_at: '2026-11-23T09:00:00.000Z' });
        return ok(stored, 'The promotion is closed.');
      },
    });
    open();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Close this promotion' }));
    expect(api.calls).not.toContain('POST /api/staff/promotions/7/close');
    await u.click(screen.getByRole('button', { name: 'Close it now' }));
    await findNotification('Success', 'The promotion is closed.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close this promotion' })).not.toBeInTheDocument());
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });
});
