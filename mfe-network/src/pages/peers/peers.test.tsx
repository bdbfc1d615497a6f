import { screen } from '@testing-library/react';
import { getPrimarySkills } from 'shared-api';
import { getPeers, getPublicPeers } from 'shared-api/directory';
import { answer } from '@test/api';
import { renderPage } from '@test/render';
import { directoryPage } from '../../features/testing/peers';
import PeersPage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), getPrimarySkills: jest.fn() }));
jest.mock('shared-api/directory', () => ({ ...jest.requireActual('shared-api/directory'), getPeers: jest.fn(), getPublicPeers: jest.fn() }));

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
