import { screen } from '@testing-library/react';
import { ApiError } from 'shared-api';
import { renderPage } from '@test/render';
import { getPressRelease } from '../../public-calls';
import PressReleasePage from './index';

jest.mock('../../public-calls', () => ({ ...jest.requireActual('../../public-calls'), getPressRelease: jest.fn() }));
const getPressReleaseMock = jest.mocked(getPressRelease);

describe('press release page', () => {
  it('says the release does not exist for an unknown id, as the page’s heading, with the way to the others', async () => {
    getPressReleaseMock.mockRejectedValue(new ApiError('This press release does not exist.', 404));
    renderPage(<PressReleasePage />, { path: '/press-release/:prSlug/:prId', at: '/press-release/nothing/999' });
    expect(await screen.findByRole('heading', { name: 'This press release does not exist', level: 1 })).toBeInTheDocument();
    expect(getPressReleaseMock).toHaveBeenCalledWith('999');
    expect(screen.getByRole('link', { name: 'See all press releases' })).toHaveAttribute('href', '/press-releases');
  });
});
