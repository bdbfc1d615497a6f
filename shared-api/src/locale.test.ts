import { askedLocale, isEnglishOnlyPath, localeOfPath, pathIn } from './locale';
import { fillText, textTranslator } from './texts';

describe('the languages and their addresses', () => {
  it('reads a page’s language from its address, and writes a path in a language', () => {
    expect(localeOfPath('/ur/membership')).toEqual({ locale: 'ur', path: '/membership' });
    expect(localeOfPath('/ur')).toEqual({ locale: 'ur', path: '/' });
    expect(localeOfPath('/ur/')).toEqual({ locale: 'ur', path: '/' });
    expect(localeOfPath('/ur?x=1')).toEqual({ locale: 'ur', path: '/?x=1' });
    expect(localeOfPath('/urdu-classes')).toEqual({ locale: 'en', path: '/urdu-classes' });
    expect(pathIn('ur', '/events?when=past')).toBe('/ur/events?when=past');
    expect(pathIn('en', '/events')).toBe('/events');
  });

  it('knows the staff pages, which have only their English address, however a router would read the path', () => {
    for (const path of ['/staff', '/staff/', '/staff/members?q=ali', '/staff?tab=1', '/STAFF/members', '/%73taff/members', '//staff']) expect(isEnglishOnlyPath(path)).toBe(true);
    for (const path of ['/', '/staffing', '/events/staff', '/dashboard', '/?next=/staff', '/%E0%A4%A']) expect(isEnglishOnlyPath(path)).toBe(false);
  });

  it('takes the language a browser asks for first, by its weight, among the site’s', () => {
    expect(askedLocale('ur-PK,ur;q=0.9,en;q=0.8')).toBe('ur');
    expect(askedLocale('en-GB,en;q=0.9,ur;q=0.8')).toBe('en');
    expect(askedLocale('fr;q=1, ur;q=0.5, en;q=0.4')).toBe('ur');
    expect(askedLocale('en;q=0.2, ur;q=0.7')).toBe('ur');
    expect(askedLocale('fr, de')).toBeNull();
    expect(askedLocale('ur;q=0')).toBeNull();
    expect(askedLocale(undefined)).toBeNull();
  });
});

describe('texts kept by their English', () => {
  const urdu = textTranslator({
    'Please input your email': 'براہ کرم اپنا ای میل درج کریں',
    'Too many attempts. Please try again in {0}.': 'بہت زیادہ کوششیں۔ {0} بعد دوبارہ کوشش کریں۔',
    '{path} must be text': '{path} متن ہونا چاہیے',
  });

  it('gives a known text its Urdu, fills a pattern’s parts, and leaves an unknown text as it is', () => {
    expect(urdu('Please input your email')).toBe('براہ کرم اپنا ای میل درج کریں');
    expect(urdu('Too many attempts. Please try again in 15 minutes.')).toBe('بہت زیادہ کوششیں۔ 15 minutes بعد دوبارہ کوشش کریں۔');
    expect(urdu('email must be text')).toBe('email متن ہونا چاہیے');
    expect(urdu('A message nobody translated')).toBe('A message nobody translated');
  });

  it('writes a text’s values in by name', () => {
    expect(fillText('Your ticket for {event} on {day}', { event: 'Freelance Fest', day: 12 })).toBe('Your ticket for Freelance Fest on 12');
    expect(fillText('Keeps {unknown}', {})).toBe('Keeps {unknown}');
  });
});
