import type { Page } from '@playwright/test';
import { logInViaApi, signUpViaApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/** The return from the payment host on home (`/?paymentId=…`) for a card being added. */

const futureExpiry = () => `11/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

const fillCard = async (page: Page, number: string) => {
  await page.goto('/account/card/add');
  await page.getByLabel('Cardholder Name', { exact: true }).fill('Rui Tester');
  await page.getByLabel('Card Number', { exact: true }).fill(number);
  await page.getByLabel('Expiry Date', { exact: true }).fill(futureExpiry());
  await page.getByLabel('CVC', { exact: true }).fill('321');
  await page.getByLabel('Postal Code', { exact: true }).fill('01310-100');
  await page.getByRole('button', { name: 'Add Card' }).click();
};

const startCard = async (page: Page, number: string) => {
  await fillCard(page, number);
  await page.waitForURL(/\/3ds\/challenge\//);
};

const cardCount = (page: Page) => page.getByRole('list', { name: 'Payment Cards' }).getByRole('listitem');

test.describe('payment return on home', () => {
  test.describe.configure({ timeout: 60_000 });

  test('@mobile shows Secure Checkout while the API verifies, then never finishes twice on reload', async ({
    page,
  }) => {
    await logInViaApi(page, await signUpViaApi(page.request));
    await startCard(page, '38000000000006');

    // Hold the finish call a moment so the wait box can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const finishCalls: string[] = [];
    await page.route('**/api/pay/finish-add-card', async (route) => {
      finishCalls.push(route.request().postData() ?? '');
      await held;
      await route.continue();
    });

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/\?paymentId=|\/$/);
    const box = page.getByRole('status', { name: 'Secure Checkout' });
    await expect(box).toBeVisible();
    await expect(box).toContainText('Please wait while we verify your information.');
    await expect(box).toContainText('Please stay on this page and do not refresh it.');
    await expect(box).toBeFocused();
    // The payment id leaves the address bar and the pending card is forgotten before the answer.
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('pendingCard'))).toBeNull();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Card Added Successfully' })).toBeVisible();
    expect(finishCalls).toHaveLength(1);
    const { paymentId, mac } = JSON.parse(finishCalls[0] ?? '{}') as { paymentId?: string; mac?: string };
    expect(paymentId).toBeTruthy();

    // Loading the return URL again: nothing pending, so plain home and no second finish.
    await page.goto(
      `/?paymentId=${encodeURIComponent(paymentId ?? '')}&mac=${encodeURIComponent(mac ?? '')}`,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Airport services for cardholders' }),
    ).toBeVisible();
    await expect(page.getByRole('status', { name: 'Secure Checkout' })).toHaveCount(0);
    expect(finishCalls).toHaveLength(1);

    // Even with the pending card put back by hand, the API refuses the replayed payment id.
    await page.evaluate(() =>
      localStorage.setItem(
        'pendingCard',
        JSON.stringify({ savedAt: Date.now(), info: { cardHolder: 'Rui Tester', type: 'account' } }),
      ),
    );
    await page.goto(
      `/?paymentId=${encodeURIComponent(paymentId ?? '')}&mac=${encodeURIComponent(mac ?? '')}`,
    );
    const refused = page.getByRole('dialog', { name: 'Failed to Add New Card' });
    await expect(refused).toContainText('This payment could not be verified.');
    expect(finishCalls).toHaveLength(2);
    await refused.getByRole('button', { name: 'OK' }).click();

    await page.goto('/account/card/list');
    await expect(cardCount(page)).toHaveCount(1);
  });

  test('a frictionless card comes straight back, without a challenge page', async ({ page }) => {
    await logInViaApi(page, await signUpViaApi(page.request));
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await fillCard(page, '36006666333344');
    await expect(page.getByRole('heading', { level: 1, name: 'Card Added Successfully' })).toBeVisible();
    expect(visited.some((path) => path.startsWith('/3ds/'))).toBe(false);
    await page.goto('/account/card/list');
    await expect(cardCount(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { name: /ending 3344$/ })).toBeVisible();
  });

  test('a return without pending info is plain home and calls nothing', async ({ page }) => {
    await logInViaApi(page, await signUpViaApi(page.request));
    const finishCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/pay/')) finishCalls.push(request.url());
    });
    await page.goto('/?paymentId=pay_unknown_123&mac=abc');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Airport services for cardholders' }),
    ).toBeVisible();
    await expect(page.getByRole('status', { name: 'Secure Checkout' })).toHaveCount(0);
    expect(finishCalls).toEqual([]);
  });
});
