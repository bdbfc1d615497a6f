import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '../site';

// The programme pages as a visitor reads them, at a phone's width and a laptop's, under two of axe-core's WCAG rules:
// the contrast of every text (the banner's "Free program" and "Scholarship programme" over the brand colour) and
// names that say what a control shows (the graduate stories' play buttons, WCAG 2.5.3). The route checks run every
// rule on every page; these keep the programme pages' own parts readable.
for (const [path, heading] of [
  ['/pafla-google-career-certificates', 'Google Career Certificates'],
  ['/pafla-google-soft-skills', 'Google Soft Skills Program'],
] as const) {
  test(`${heading}: every text is readable on its background and every control's name says what it shows @both`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (path.endsWith('career-certificates')) await expect(page.getByRole('button', { name: /^Play video: / }).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast', 'label-content-name-mismatch']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
