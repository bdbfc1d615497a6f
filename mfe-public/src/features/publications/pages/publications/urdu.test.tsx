import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import { answer, pageOf, publication } from '../../../testing/fixtures';
import { getPublications } from '../../public-calls';
import { PUBLICATION_REQUEST_NOTICE } from '../../validation';
import PublicationsPage from './index';

jest.mock('../../public-calls', () => ({ ...jest.requireActual('../../public-calls'), getPublications: jest.fn(), requestPublication: jest.fn() }));

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
beforeEach(() => jest.mocked(getPublications).mockResolvedValue(answer(pageOf([publication]))));
afterEach(() => i18n.activate('en'));

describe('publications page in Urdu', () => {
  it('shows the page and the request form in Urdu, the report’s own title as written', async () => {
    i18n.activate('ur');
    renderPage(<PublicationsPage />, { path: '/publications' });
    expect(await screen.findByRole('heading', { level: 1, name: 'اشاعتیں' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: publication.title })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `${publication.title} ڈاؤن لوڈ کریں` }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('heading', { name: 'رپورٹ ڈاؤن لوڈ کریں' })).toBeInTheDocument();
    for (const label of ['پورا نام', 'ای میل', 'فون', 'ادارہ', 'عہدہ']) expect(dialog.getByLabelText(new RegExp(label))).toBeInTheDocument();
    expect(dialog.getByText(/ہم آپ کو کسی میلنگ لسٹ میں شامل نہیں کریں گے۔/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'رپورٹ مجھے بھیجیں' })).toBeInTheDocument();
  });

  it('shows in English, word for word, the notice the server records as agreed to', async () => {
    const user = userEvent.setup();
    renderPage(<PublicationsPage />, { path: '/publications' });
    await user.click(await screen.findByRole('button', { name: `Download ${publication.title}` }));
    expect(within(await screen.findByRole('dialog')).getByText(PUBLICATION_REQUEST_NOTICE)).toBeInTheDocument();
  });
});
