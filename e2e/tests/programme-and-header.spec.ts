import type { Page } from '@playwright/test';
import { logInViaApi } from '../support/accounts';
import { DEMO_USER } from '../support/env';
import { expect, test } from '../support/fixtures';

/** The home tile of a service, by its heading. */
const tileOf = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

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

/**
 * Scrolls the page down by the wheel. A wheel turned while the page is still shorter than the
 * window (its content still loading on a busy machine) scrolls nothing: turn it again until the
 * page has moved.
 */
const scrollDown = async (page: Page) => {
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  }).toPass({ timeout: 15_000 });
};

test.describe('header position', () => {
  test('stays at the top while scrolling on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 480 });
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await scrollDown(page);
    expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
  });

  test('scrolls away with the page at 1024 px and below @mobile-only', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await scrollDown(page);
    expect((await page.getByRole('banner').boundingBox())?.y).toBeLessThan(0);
  });
});

// The demo cardholder's level (premium) has `supportAgreement`: Airport Assistant is offered
// (decision 0008). Its pages are still being built, so only the way in is checked here.
test.describe('Airport Assistant', () => {
  test('the demo cardholder finds it in the header, between Transport and Fast Track, and on home', async ({
    page,
  }) => {
    await logInViaApi(page, DEMO_USER);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      'Transport Services',
      'Airport Assistant',
      'Fast Track',
      'Help & FAQs',
    ]);
    await expect(tileOf(page, 'Airport Assistant').getByRole('link')).toHaveText('Book Airport Assistant');
    await expect(tileOf(page, 'Airport Assistant').getByRole('link')).toHaveAttribute(
      'href',
      '/airport-assistant',
    );
    await nav.getByRole('link', { name: 'Airport Assistant' }).click();
    await expect(page).toHaveURL(/\/airport-assistant(\/|\?|$)/);
  });

  test('the demo cardholder finds it in the mobile menu, with its tile on home @mobile-only', async ({
    page,
  }) => {
    await logInViaApi(page, DEMO_USER);
    await expect(tileOf(page, 'Airport Assistant')).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const link = menu.getByRole('link', { name: 'Airport Assistant', exact: true });
    await expect(link).toHaveAttribute('href', '/airport-assistant');
    await link.click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/airport-assistant(\/|\?|$)/);
  });
});
