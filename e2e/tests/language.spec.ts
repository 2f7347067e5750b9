import { expect, test } from '../support/fixtures';
import { waitForLivePage } from '../support/live-page';

test.describe('language', () => {
  test('English by default; Portuguese and Spanish are selectable and remembered', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toContain('en-US');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy', exact: true })).toBeVisible();

    await page.getByRole('combobox', { name: /language/i }).selectOption('pt-BR');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(footer.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

    await page.getByRole('combobox', { name: /idioma|language/i }).selectOption('es-ES');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  });

  test('a language picked on the page before its scripts have run is applied once it is live', async ({
    page,
  }) => {
    // A slow phone: the server's page shows at once, its scripts arrive a second later.
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: /language/i }).selectOption('es-ES');
    expect(await page.locator('#root[data-live]').count()).toBe(0);
    await waitForLivePage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await expect(page.getByRole('combobox', { name: /idioma/i })).toHaveValue('es-ES');
  });
});
