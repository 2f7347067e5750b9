import { logInViaUi, signUpViaApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

const INCORRECT = 'Your email address or password is incorrect. Please try again.';

test.describe('login', () => {
  test('logs in and returns to the remembered page @mobile', async ({ page, request }) => {
    const user = await signUpViaApi(request, { firstName: 'Iris', lastName: 'Novak' });
    await page.goto('/account/overview');
    await expect(page).toHaveURL(/\/login$/);
    await logInViaUi(page, { email: user.email, password: 'Wrong-Password1' });
    await expect(page.getByText(INCORRECT)).toBeVisible();
    await logInViaUi(page, user);
    await expect(page).toHaveURL(/\/account\/overview$/);
    await expect(page.getByRole('main').getByText('Iris Novak', { exact: true })).toBeVisible();
  });

  test('five wrong passwords lock the account with a running countdown', async ({ page, request }) => {
    // Seven logins and a sign-up, and a countdown that runs for a few seconds on a shared CPU.
    test.setTimeout(60_000);
    const user = await signUpViaApi(request);
    await page.goto('/login');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await logInViaUi(page, { email: user.email, password: `Wrong-Password${attempt}` });
      await expect(page.getByText(INCORRECT)).toBeVisible();
      if (attempt >= 3) await expect(page.getByRole('link', { name: 'Reset your password' })).toBeVisible();
    }
    await logInViaUi(page, { email: user.email, password: 'Wrong-Password5' });
    const dialog = page.getByRole('dialog', { name: 'Session Locked' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText('You have had 5 unsuccessful log in attempts, please try again later.'),
    ).toBeVisible();
    const timer = dialog.getByRole('timer');
    await expect(timer).toHaveText(/^\d\d:\d\d$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '', { timeout: 3000 });
    // Even the right password is refused while the lock lasts.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await logInViaUi(page, user);
    await expect(page.getByRole('dialog', { name: 'Session Locked' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
