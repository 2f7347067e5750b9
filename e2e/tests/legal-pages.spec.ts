import { expect, test } from '../support/fixtures';

const pages = [
  { path: '/conditions', title: 'Terms and Conditions', footer: 'Terms and Conditions' },
  { path: '/termsOfUse', title: 'Terms of Use', footer: 'Terms of Use' },
  { path: '/privacyPolicy', title: 'Privacy Policy', footer: 'Privacy Policy' },
];

test.describe('legal pages', () => {
  for (const legal of pages) {
    test(`${legal.path} loads cold and shows the document from the API @mobile`, async ({
      page,
      consoleErrors,
    }) => {
      const response = page.waitForResponse((r) => r.url().includes('/api/tc/list'));
      await page.goto(legal.path);
      expect((await response).status()).toBe(200);
      await expect(page.getByRole('heading', { name: legal.title, level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(/\w{20,}|\w+ \w+ \w+ \w+/);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('footer links reach each legal page', async ({ page }) => {
    await page.goto('/');
    for (const legal of pages) {
      await page.getByRole('contentinfo').getByRole('link', { name: legal.footer, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
      await expect(page.getByRole('heading', { name: legal.title, level: 1 })).toBeVisible();
    }
  });
});
