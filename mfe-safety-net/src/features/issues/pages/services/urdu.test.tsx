import { screen } from '@testing-library/react';
import { i18n } from '#i18n';
import { answer } from '@test/api';
import { renderPage } from '@test/render';
import { getServiceInterests } from '../../api';
import ServicePage from './index';

jest.mock('../../api', () => ({ ...jest.requireActual('../../api'), getServiceInterests: jest.fn() }));

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
afterEach(() => i18n.activate('en'));

describe('a member service in Urdu', () => {
  it('names the service, what it will offer and the member’s wish to be told in Urdu', async () => {
    i18n.activate('ur');
    jest.mocked(getServiceInterests).mockResolvedValue(answer(['mentorship']));
    renderPage(<ServicePage />, { path: '/dashboard/mentorship' });
    expect(screen.getByRole('heading', { level: 1, name: 'رہنمائی' })).toBeInTheDocument();
    expect(screen.getByText('جلد آ رہا ہے')).toBeInTheDocument();
    expect(screen.getByText('تین ماہ کے لیے آپ کے شعبے کا ایک رہنما')).toBeInTheDocument();
    expect(await screen.findByText('رہنمائی شروع ہونے پر ہم آپ کو ای میل کریں گے۔')).toBeInTheDocument();
  });
});
