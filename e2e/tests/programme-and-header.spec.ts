import { expect, test } from '../support/fixtures';

test.describe('programme availability', () => {
  test('when the programme has ended, entering Transport shows "Program no longer available" and OK goes home', async ({
    page,
  }) => {
    // The programme's end is simulated on the real answer: the API's own programme stays active for other tests.
    await page.route('**/api/public/project-status', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { projectStatus: boolean } };
      await route.fulfill({ response, json: { ...body, result: { projectStatus: false } } });
    });
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Book Transport' }).click();
    const dialog = page.getByRole('dialog', { name: 'Program no longer available' });
    await expect(dialog).toContainText(
      'Unfortunately you no longer have access to these benefits. Please contact your issuer for further information.',
    );
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('header position', () => {
  test('stays at the top while scrolling on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 480 });
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
  });

  test('scrolls away with the page at 1024 px and below @mobile-only', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect((await page.getByRole('banner').boundingBox())?.y).toBeLessThan(0);
  });
});
