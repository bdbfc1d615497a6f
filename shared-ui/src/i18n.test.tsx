import { render, screen } from '@testing-library/react';
import { defineCatalogs, i18n, messageScope, Trans } from './i18n';

afterEach(() => i18n.activate('en'));

describe('the message runtime', () => {
  it('writes an English message from the code with its values, plurals and choices', () => {
    expect(i18n._({ id: 'a1', message: 'Hello {name}', values: { name: 'Ayesha' } })).toBe('Hello Ayesha');
    const seats = (n: number) => i18n._({ id: 'a2', message: '{n, plural, =0 {No seats} one {# seat left} other {# seats left}}', values: { n } });
    expect([seats(0), seats(1), seats(5)]).toEqual(['No seats', '1 seat left', '5 seats left']);
    const who = (role: string) => i18n._({ id: 'a3', message: '{role, select, staff {Staff} other {Member}}', values: { role } });
    expect([who('staff'), who('admin')]).toEqual(['Staff', 'Member']);
  });

  it('writes a message in Urdu from the loaded catalog, and in English when the catalog lacks it', () => {
    i18n.load('ur', { b1: 'خوش آمدید {name}', b2: '{n, plural, one {# نشست باقی} other {# نشستیں باقی}}' });
    i18n.activate('ur');
    expect(i18n._({ id: 'b1', message: 'Welcome {name}', values: { name: 'عائشہ' } })).toBe('خوش آمدید عائشہ');
    expect(i18n._({ id: 'b2', message: '{n, plural, one {# seat left} other {# seats left}}', values: { n: 3 } })).toBe('3 نشستیں باقی');
    expect(i18n._({ id: 'b3', message: 'Not translated yet' })).toBe('Not translated yet');
  });

  it('puts a Trans message’s elements around its own words, in the order the language gives them', () => {
    i18n.load('ur', { c1: '{name}، پہلے <0>سوالات</0> پڑھیں' });
    const components = { 0: <a href="/faq" /> };
    const { rerender } = render(<Trans id="c1" message="Read the <0>questions</0> first, {name}" values={{ name: 'Ali' }} components={components} />);
    expect(screen.getByRole('link', { name: 'questions' })).toHaveAttribute('href', '/faq');
    expect(document.body).toHaveTextContent('Read the questions first, Ali');
    i18n.activate('ur');
    rerender(<Trans id="c1" message="Read the <0>questions</0> first, {name}" values={{ name: 'Ali' }} components={components} />);
    expect(screen.getByRole('link', { name: 'سوالات' })).toHaveAttribute('href', '/faq');
    expect(document.body).toHaveTextContent('Ali، پہلے سوالات پڑھیں');
  });

  it('shows a text written as English elsewhere (a schema, the server) in Urdu, by its English or its pattern', () => {
    i18n.loadTexts({ 'Please input your email': 'براہ کرم اپنا ای میل درج کریں', 'At most {0} skills': 'زیادہ سے زیادہ {0} مہارتیں' });
    expect(i18n.text('Please input your email')).toBe('Please input your email');
    i18n.activate('ur');
    expect(i18n.text('Please input your email')).toBe('براہ کرم اپنا ای میل درج کریں');
    expect(i18n.text('At most 5 skills')).toBe('زیادہ سے زیادہ 5 مہارتیں');
    expect(i18n.text('Something the catalog does not know')).toBe('Something the catalog does not know');
  });

  it('loads an app’s catalog of a language once, and none for English', async () => {
    const loader = jest.fn(async () => ({ default: { d1: 'اردو' } }));
    const catalogs = defineCatalogs({ ur: loader });
    await catalogs.load('en');
    expect(loader).not.toHaveBeenCalled();
    await Promise.all([catalogs.load('ur'), catalogs.load('ur')]);
    expect(loader).toHaveBeenCalledTimes(1);
    i18n.activate('ur');
    expect(i18n._({ id: 'd1', message: 'Urdu' })).toBe('اردو');
  });

  it('gives each app the Urdu its own catalog wrote for an English both apps write, whichever loaded last', async () => {
    // Lingui's id is a hash of the English, so two apps writing "Status" share one id.
    const status = { id: 'same-english', message: 'Status' };
    const learning = messageScope('learning-app');
    const safetyNet = messageScope('safety-net-app');
    await learning.defineCatalogs({ ur: async () => ({ 'same-english': 'درجہ' }) }).load('ur');
    await safetyNet.defineCatalogs({ ur: async () => ({ 'same-english': 'کیفیت' }) }).load('ur');
    i18n.activate('ur');
    expect(learning.i18n._(status)).toBe('درجہ');
    expect(safetyNet.i18n._(status)).toBe('کیفیت');
    render(
      <>
        <learning.Trans {...status} />|<safetyNet.Trans {...status} />
      </>,
    );
    expect(document.body).toHaveTextContent('درجہ|کیفیت');
    // The language is one for every app; the tables are not.
    expect(learning.useLingui().i18n.locale).toBe('ur');
    expect(messageScope('learning-app')).toBe(learning);
  });
});
