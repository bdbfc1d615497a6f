import { screen } from '@testing-library/react';
import { getPrimarySkills } from 'shared-api';
import { i18n } from '#i18n';
import { answer } from '@test/api';
import { renderPage } from '@test/render';
import { directoryPage } from '../../../testing/peers';
import { getPeers } from '../../api';
import PeersPage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), getPrimarySkills: jest.fn() }));
jest.mock('../../api', () => ({ ...jest.requireActual('../../api'), getPeers: jest.fn(), getPublicPeers: jest.fn() }));

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
afterEach(() => i18n.activate('en'));

describe('the member directory in Urdu', () => {
  it('shows the heading, filters, count and cards in Urdu, the members’ names and skills as they wrote them', async () => {
    i18n.activate('ur');
    jest.mocked(getPrimarySkills).mockResolvedValue(answer([{ id: 3, name: 'Writing & Translation', parent_id: null }]));
    jest.mocked(getPeers).mockResolvedValue(answer(directoryPage(1, 3)));
    renderPage(<PeersPage />, { path: '/dashboard/peers' });
    expect(await screen.findByRole('article', { name: 'Member Number1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ساتھی اراکین' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'نام سے تلاش کریں' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'فی گھنٹہ ریٹ' })).toHaveDisplayValue('کوئی بھی ریٹ');
    expect(screen.getByRole('option', { name: '1,000 سے 3,000 روپے' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Writing & Translation' })).toBeInTheDocument();
    expect(screen.getByText('6 میں سے 2 اراکین دکھائے جا رہے ہیں')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Member Number1 کی پروفائل دیکھیں' })).toHaveAttribute('href', '/member/member000000000001');
    expect(screen.getByRole('button', { name: 'مزید لوڈ کریں' })).toBeInTheDocument();
  });
});
