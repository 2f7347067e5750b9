import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { logInViaApi, signUpViaApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const publicPages: [string, string][] = [
  ['/login', 'Log In'],
  ['/sign-up/step-1?channel=card', 'Verify your card'],
  ['/sign-up/step-1?channel=activation', 'Enter your activation code'],
  ['/reset-pwd/step-1', 'Forgot password'],
];

test.describe('accounts pages: accessibility (axe-core)', () => {
  for (const [path, heading] of publicPages) {
    test(`${path} has no serious or critical violations @mobile`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // With the errors shown too.
      await page.locator('form').getByRole('button').last().click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  // One test per page: each signs up its own user, so a slow page never eats another's time.
  const accountPages = [
    ['/account/overview', 'My Account'],
    ['/account/overview/edit', 'Edit Profile'],
    ['/account/changePsw', 'Change Password'],
  ] as const;
  for (const [path, heading] of accountPages) {
    test(`${path} has no serious or critical violations @mobile`, async ({ page, request }) => {
      await logInViaApi(page, await signUpViaApi(request));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the open country list has no serious or critical violations @mobile', async ({ page, request }) => {
    // axe over every country of the list (about 240 options) is the slowest check of this file.
    test.setTimeout(60_000);
    await logInViaApi(page, await signUpViaApi(request));
    await page.goto('/account/overview/edit');
    await page.getByRole('combobox', { name: 'Country code' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
