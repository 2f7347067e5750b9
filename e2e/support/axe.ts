import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * A remote's prerendered first screen (issue 22) is inert until its live screen replaces it: what
 * a cardholder uses, and what to analyse, is the live one.
 */
export const waitForLiveScreen = (page: Page) => expect(page.locator('[data-remote-slot]')).toHaveCount(0);

/**
 * No serious or critical axe-core violations (WCAG 2.0/2.1 A and AA) on the page as it is now,
 * once a remote's prerendered screen has given way to the live one.
 */
export const expectNoSeriousViolations = async (page: Page, where = page.url()) => {
  await waitForLiveScreen(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${where}`).toEqual([]);
};

/** The same, only for what is inside `selector` (a widget on someone else's page; open shadow roots included). */
export const expectNoSeriousViolationsIn = async (page: Page, selector: string) => {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(results.passes.length, `axe checked something in ${selector}`).toBeGreaterThan(0);
  expect(serious, `axe in ${selector}`).toEqual([]);
};
