import { callApiRaw, DEFAULT_PASSWORD, logInViaApi, signUpViaApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test.describe('account', () => {
  test('change password: a wrong current password, then the right one', async ({ page, request }) => {
    const user = await signUpViaApi(request);
    await logInViaApi(page, user);
    await page.goto('/account/changePsw');
    const newPassword = 'Lantern2028k';
    await page.getByLabel('Current password').fill('Not-My-Password1');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password is incorrect.')).toBeVisible();
    await expect(page.getByLabel('Current password')).toBeFocused();

    await page.getByLabel('Current password').fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Password changed successfully!' }),
    ).toBeVisible();
    const login = await callApiRaw(request, 'POST', '/login/gen-token', {
      email: user.email,
      password: newPassword,
    });
    expect(login.state).toBe('1');
  });

  test('profile edit: an invalid phone is refused, a valid one saved', async ({ page, request }) => {
    const user = await signUpViaApi(request, { firstName: 'Rui', lastName: 'Costa' });
    await logInViaApi(page, user);
    await page.goto('/account/overview');
    await expect(page.getByRole('main').getByText('Rui Costa', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/account\/overview\/edit$/);
    await expect(page.getByText(user.email)).toBeVisible();

    const number = page.getByRole('textbox', { name: 'Number' });
    await number.fill('123');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Number is invalid.')).toBeVisible();
    await expect(number).toBeFocused();

    const prefix = page.getByRole('combobox', { name: 'Country code' });
    await prefix.fill('+351');
    await page.getByRole('option', { name: /Portugal/ }).click();
    await number.fill('912 345 678');
    await page.getByLabel('First name').fill('Ruiz');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile updated' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to My Account' }).click();
    await expect(page).toHaveURL(/\/account\/overview$/);
    await expect(page.getByText('+351 912345678', { exact: false })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /Ruiz Costa/ })).toBeVisible();
  });

  test('logout ends the session on the server', async ({ page, request }) => {
    const user = await signUpViaApi(request, { firstName: 'Noor', lastName: 'Haddad' });
    const session = await logInViaApi(page, user);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Noor Haddad/ })
      .click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Log Out' }).getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const after = await callApiRaw(request, 'POST', '/user/info', {}, session.token);
    expect(after.errorCode).toBe(20002);
  });
});
