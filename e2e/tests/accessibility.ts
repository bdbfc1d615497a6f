import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// Accessibility by a rule set written elsewhere: axe-core's rules for WCAG 2.2 levels A and AA (the 2.0 and 2.1 rules
// are tagged with their own version). The route check (platform/first-view.spec.ts) runs it on each page it opens, at
// 1280 px and again at 360 px in the same visit, so every route is checked at both widths without a visit of its own.
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe finds on the page as it is now: one line per rule broken, with the elements at fault (a few of them). Run in
 * the page itself (legacy mode), which takes half the time of a run that gathers its results in a page of its own: the
 * site's only frames are videos from another site, opened by a press none of these checks makes.
 */
export async function accessibilityFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode().analyze();
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
