import { screen } from '@testing-library/react';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import ConfirmEmailPage from './features/account/pages/confirm-email';
import ResetPasswordPage from './features/account/pages/reset-password';
import UndoEmailChangePage from './features/account/pages/undo-email-change';
import UnsubscribePage from './features/account/pages/unsubscribe';

beforeAll(() => {
  i18n.load('ur', require('./locales/ur.json'));
  i18n.loadTexts(require('shared-api/locales/ur.json'));
});
afterEach(() => i18n.activate('en'));

describe('a mailed link that is not whole, opened in Urdu', () => {
  it.each([
    ['/reset-password', <ResetPasswordPage key="reset" />],
    ['/unsubscribe', <UnsubscribePage key="unsubscribe" />],
    ['/confirm-email', <ConfirmEmailPage key="confirm" />],
    ['/undo-email-change', <UndoEmailChangePage key="undo" />],
  ])('%s says why in Urdu, not in English', (path, page) => {
    i18n.activate('ur');
    renderPage(page, { path, at: path });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/[\u0600-\u06FF]/);
    expect(alert.textContent).not.toMatch(/link|invalid|expired/i);
  });
});
