import { logInViaUi, signUpViaApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { readResetCode } from '../support/mail';

test.describe('password reset', () => {
  test('with the code read from the mail inbox, then login with the new password', async ({
    page,
    request,
  }) => {
    const user = await signUpViaApi(request, { firstName: 'Olga', lastName: 'Petrova' });
    const newPassword = 'Harbour2027q';
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/reset-pwd\/step-1$/);
    const requestedAt = new Date(Date.now() - 1000);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send code' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Enter the verification code' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    const code = await readResetCode(user.email, { after: requestedAt });
    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText('Code not recognised, please check and try again or request a new code.'),
    ).toBeVisible();
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password reset complete' })).toBeVisible();

    await page.getByRole('button', { name: 'Log In' }).click();
    await logInViaUi(page, user);
    await expect(
      page.getByText('Your email address or password is incorrect. Please try again.'),
    ).toBeVisible();
    await logInViaUi(page, { email: user.email, password: newPassword });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: /Olga Petrova/ })).toBeVisible();
  });
});
