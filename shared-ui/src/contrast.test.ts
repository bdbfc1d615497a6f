import { PALETTES, system } from './system';
import { toastRecipe } from './toast-recipe';

// WCAG 2.x: normal-size text needs a contrast ratio of at least 4.5:1 against its background (success criterion 1.4.3).
const AA_TEXT = 4.5;

/** A colour token's value as #rrggbb, following references (`{colors.green.600}`, `white`) to the hex they end in. */
function hexOf(token: string): string {
  const found = system.tokens.getByName(`colors.${token}`) ?? system.tokens.getByName(`colors.${token}.DEFAULT`);
  if (!found) throw new Error(`no colour token ${token}`);
  const value = String(found.originalValue).trim();
  const reference = /^\{colors\.(.+)\}$/.exec(value);
  if (reference) return hexOf(reference[1]);
  if (/^[a-z]+$/i.test(value)) return hexOf(value);
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  throw new Error(`colour token ${token} is ${value}, not a hex colour`);
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

function luminance(hex: string) {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** A colour drawn at `opacity` over a background, as the eye sees it. */
function over(hex: string, opacity: number, background: string) {
  const mix = channels(hex).map((c, i) => Math.round(c * opacity + channels(background)[i] * (1 - opacity)));
  return `#${mix.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const ratio = (text: string, background: string) => Math.round(contrastRatio(hexOf(text), hexOf(background)) * 100) / 100;

/** Where the site writes text: the semantic text colours on the page backgrounds they are used on. */
const semanticPairs: Array<[text: string, background: string]> = [
  ...['bg', 'bg.subtle', 'bg.panel', 'bg.muted'].flatMap((bg): Array<[string, string]> => [
    ['fg', bg],
    ['fg.muted', bg],
  ]),
  // Form errors, the copy confirmation, the warning and info texts, and the faintest text, on pages and panels.
  ...['fg.error', 'fg.success', 'fg.warning', 'fg.info', 'fg.subtle'].flatMap((fg): Array<[string, string]> => [
    [fg, 'bg'],
    [fg, 'bg.subtle'],
    [fg, 'bg.panel'],
  ]),
];

/**
 * Each palette as buttons, badges, alerts and notifications draw it: solid (the contrast colour on the solid one),
 * subtle and surface (fg on subtle, and on muted when hovered), outline and plain (fg on the page).
 */
const palettePairs = PALETTES.flatMap((palette): Array<[string, string]> => [
  [`${palette}.contrast`, `${palette}.solid`],
  [`${palette}.fg`, `${palette}.subtle`],
  [`${palette}.fg`, `${palette}.muted`],
  [`${palette}.fg`, 'bg'],
]);

describe('colour contrast of the design tokens (WCAG AA, 4.5:1 for text)', () => {
  test.each(semanticPairs)('%s text on %s is readable', (text, background) => {
    expect(ratio(text, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  test.each(palettePairs)('%s text on %s is readable', (text, background) => {
    expect(ratio(text, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  test('a success notification’s title and description are readable on its green', () => {
    const root = toastRecipe.base?.root as unknown as Record<string, Record<string, string>>;
    const success = root['&[data-type=success]'];
    expect(success).toMatchObject({ bg: 'green.solid', color: 'green.contrast' });
    const background = hexOf('green.solid');
    expect(contrastRatio(hexOf('green.contrast'), background)).toBeGreaterThanOrEqual(AA_TEXT);
    // The description is drawn at the recipe's opacity over the notification's own colour.
    const opacity = Number((toastRecipe.base?.description as { opacity?: string }).opacity ?? 1);
    expect(contrastRatio(over(hexOf('green.contrast'), opacity, background), background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  test('every kind of notification is readable, descriptions included', () => {
    const root = toastRecipe.base?.root as unknown as Record<string, Record<string, string>>;
    const opacity = Number((toastRecipe.base?.description as { opacity?: string }).opacity ?? 1);
    for (const kind of ['success', 'error', 'warning']) {
      const { bg, color } = root[`&[data-type=${kind}]`];
      const background = hexOf(bg);
      const description = Math.round(contrastRatio(over(hexOf(color), opacity, background), background) * 100) / 100;
      expect({ kind, description, readable: description >= AA_TEXT }).toEqual({ kind, description, readable: true });
    }
  });

  test('tells an unreadable pair from a readable one', () => {
    // Chakra's own green.600 under white text, as success notifications were: 3.3:1.
    expect(contrastRatio('#ffffff', '#16a34a')).toBeLessThan(AA_TEXT);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });
});
