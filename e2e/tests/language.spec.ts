import { expect, test } from '../support/fixtures';

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
});
