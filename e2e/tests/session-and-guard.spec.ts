import { generateCardNumber, logInViaApi, signUpViaApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test.describe('session and route guard', () => {
  test('a protected page sends a visitor to login with "Login is required"', async ({ page }) => {
    await page.goto('/account/overview');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Login is required')).toBeVisible();
    const remembered = await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'));
    expect(remembered).toContain('/account/overview');
  });

  test('public pages need no login', async ({ page }) => {
    for (const path of [
      '/help',
      '/fast-track/search',
      '/sign-up/step-1?channel=card',
      '/reset-pwd/step-1',
      '/termsOfUse',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?')));
    }
  });

  test('an expired token ends on the page-timeout page, which clears the session', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', JSON.stringify('not-a-real-token'));
      localStorage.setItem('isLogin', 'true');
      localStorage.setItem('userInfo', JSON.stringify({ firstName: 'Ana', lastName: 'Silva' }));
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/page-timeout$/);
    await expect(page.getByText('Page Timed Out!')).toBeVisible();
    await expect(page.getByText('The page has timed out. Please login again')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a card level without Transport is told at the door, not after a form, and goes home', async ({
    page,
  }) => {
    const classic = await signUpViaApi(page.request, { cardNumber: generateCardNumber('classic') });
    await logInViaApi(page, classic);
    // The header offers Airport Assistant but not Transport to this card level.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Airport Assistant' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Transport Services' })).toHaveCount(0);

    await page.goto('/transport-services/step-1');
    const dialog = page.getByRole('dialog', { name: "This service is not part of your card's benefits." });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Booking Details' })).toHaveCount(0);
  });
});
