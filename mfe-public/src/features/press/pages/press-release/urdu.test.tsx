import { screen } from '@testing-library/react';
import { ApiError } from 'shared-api';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import { getPressRelease } from '../../public-calls';
import PressReleasePage from './index';

jest.mock('../../public-calls', () => ({ ...jest.requireActual('../../public-calls'), getPressRelease: jest.fn() }));

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
beforeEach(() => i18n.activate('ur'));
afterEach(() => i18n.activate('en'));

describe('press release page in Urdu', () => {
  it('says in Urdu that the release does not exist, as the page’s heading, with the way to the others', async () => {
    jest.mocked(getPressRelease).mockRejectedValue(new ApiError('This press release does not exist.', 404));
    renderPage(<PressReleasePage />, { path: '/press-release/:prSlug/:prId', at: '/press-release/nothing/999' });
    expect(await screen.findByRole('heading', { name: 'یہ پریس ریلیز موجود نہیں', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تمام پریس ریلیزیں دیکھیں' })).toHaveAttribute('href', '/press-releases');
  });
});
