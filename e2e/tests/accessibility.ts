import type { Page } from '@playwright/test';
import axe from 'axe-core';

// Accessibility by a rule set written elsewhere: axe-core's rules for WCAG 2.2 levels A and AA (the 2.0 and 2.1 rules
// are tagged with their own version). The route check (platform/first-view.spec.ts) runs it on each page it opens, at
// 1280 px and again at 360 px in the same visit, so every route is checked at both widths without a visit of its own.
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe finds on the page as it is now: one line per rule broken, with the elements at fault (a few of them). axe
 * runs in the page itself, put there once per document: the check at 360 px, in the same visit, finds it there already.
 * Only violations are gathered (not the passes, which are most of a result and read by nothing here). The page alone is
 * checked, not its frames: the site's only frames are videos from another site, opened by a press none of these checks
 * makes. Together that takes about half the time of @axe-core/playwright's builder, which puts axe in again and
 * gathers every result on each call.
 */
export async function accessibilityFindings(page: Page): Promise<string[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    (values) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] }).then((results) => results.violations),
    WCAG_22_AA,
  );
  return violations.map((violation) => {
    const nodes = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n').slice(1).join(' ').trim().slice(0, 160)})`);
    const more = violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : '';
    return `${violation.id} [${violation.impact}] ${violation.help}: ${nodes.join('; ')}${more}`;
  });
}

/** The findings of many pages, each once with the pages it was found on (a fault of the header is found on every page). */
export class AccessibilityFindings {
  private readonly pages = new Map<string, string[]>();

  add(url: string, findings: string[]) {
    for (const finding of findings) this.pages.set(finding, [...(this.pages.get(finding) ?? []), url]);
  }

  get list() {
    return [...this.pages].map(([finding, urls]) => `${finding}\n    on ${urls.length > 5 ? `${urls.slice(0, 5).join(', ')} and ${urls.length - 5} more` : urls.join(', ')}`);
  }
}
