import { screen } from '@testing-library/react';
import { getPrimarySkills } from 'shared-api';
import { answer } from '@test/api';
import { renderPage } from '@test/render';
import { directoryPage } from '../../../testing/peers';
import { getPeers, getPublicPeers } from '../../api';
import PeersPage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), getPrimarySkills: jest.fn() }));
jest.mock('../../api', () => ({ ...jest.requireActual('../../api'), getPeers: jest.fn(), getPublicPeers: jest.fn() }));

describe('the member directory', () => {
  it('lists members from the members’ directory, not Our Voice', async () => {
    jest.mocked(getPrimarySkills).mockResolvedValue(answer([]));
    jest.mocked(getPeers).mockResolvedValue(answer(directoryPage(1, 1)));
    renderPage(<PeersPage />, { path: '/dashboard/peers' });
    expect(await screen.findByRole('article', { name: 'Member Number1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Peers' })).toBeInTheDocument();
    expect(getPeers).toHaveBeenCalledWith({}, { page: 1, cursor: null });
    expect(getPublicPeers).not.toHaveBeenCalled();
  });
});
