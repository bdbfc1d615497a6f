import { msg } from '@lingui/core/macro';
import { messageScope } from 'shared-ui';
import { i18n } from '#i18n';
import catalogs from '.';

describe("the shell's catalogs", () => {
  afterEach(() => i18n.activate('en'));

  it("load shared-ui's Urdu with the shell's own, for what shared-ui draws on every page (the pager, the page frame)", async () => {
    const sharedUi = messageScope('shared-ui').i18n;
    i18n.activate('ur');
    expect(sharedUi._(msg`Previous`)).toBe('Previous');
    await catalogs.load('ur');
    expect(i18n._(msg`Page not found`)).toBe('صفحہ نہیں ملا');
    expect(sharedUi._(msg`Previous`)).toBe('پچھلا');
  });
});
