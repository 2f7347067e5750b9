import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';

const pages = [
  { path: '/help', heading: 'Help & FAQs' },
  { path: '/helpList?category=airportAssistant', heading: 'Airport Assistant' },
  { path: '/helpDetails?id=transport-surcharges', heading: 'Are there extra charges for a transfer?' },
  { path: '/helpForm', heading: 'Submit a query' },
  { path: '/termsOfUse', heading: 'Terms of Use' },
  { path: '/privacyPolicy', heading: 'Privacy Policy' },
];

const violationsOf = async (page: import('@playwright/test').Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
};

test.describe('help pages accessibility (axe-core)', () => {
  for (const { path, heading } of pages) {
    test(`${path} has no violations @mobile`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  }

  test('the search results and the form with its errors have no violations @mobile', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('seat');
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);

    await page.goto('/helpForm');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });
});
