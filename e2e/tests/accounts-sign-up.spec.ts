import type { Page } from '@playwright/test';
import {
  DEFAULT_PASSWORD,
  generateCardNumber,
  mintActivationCodes,
  signUpViaApi,
  uniqueEmail,
} from '../support/accounts';
import { expect, test } from '../support/fixtures';

/** The logged-in user's name, where each layout shows it: the header (desktop) or the menu (mobile). */
const expectNameInHeader = async (page: Page, name: string) => {
  const viewport = page.viewportSize();
  if (viewport && viewport.width < 768) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByText(`Logged in as ${name}`)).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
  } else {
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(name) })).toBeVisible();
  }
};

const fillDetails = async (page: Page, details: { firstName: string; lastName: string; email: string }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await page.getByLabel('First name').fill(details.firstName);
  await page.getByLabel('Last name').fill(details.lastName);
  await page.getByLabel('Email', { exact: true }).fill(details.email);
  await page.getByLabel('Confirm email').fill(details.email);
  const prefix = page.getByRole('combobox', { name: 'Country code' });
  await prefix.click();
  await prefix.fill('United K');
  // The country list is searched once typing pauses (a one-second throttle).
  await page.getByRole('option', { name: /United Kingdom/ }).click();
  await expect(prefix).toHaveValue('United Kingdom (+44)');
  await page.getByRole('textbox', { name: 'Number' }).fill('20 7946 0958');
};

const choosePassword = async (page: Page, password: string) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Create a password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByText(/^Password strength: /)).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
};

test.describe('sign-up', () => {
  test('by card number, ending logged in with the name in the header @mobile', async ({ page }) => {
    const email = uniqueEmail('card');
    await page.goto('/sign-up/step-1?channel=card');
    const progress = page.getByRole('navigation', { name: 'Sign-up progress' });
    await expect(progress).toContainText('Verification');
    await expect(progress).toContainText('Details');
    await page.getByLabel('Card number').fill('3056 9309');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please enter the complete card number.')).toBeVisible();
    await page.getByLabel('Card number').fill(generateCardNumber());
    await page.getByRole('button', { name: 'Next' }).click();

    await fillDetails(page, { firstName: 'Marta', lastName: 'Okafor', email });
    // The details survive a reload.
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Marta');
    await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('United Kingdom (+44)');
    await page.getByRole('button', { name: 'Next' }).click();

    await choosePassword(page, DEFAULT_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Congratulations' })).toBeVisible();
    await expectNameInHeader(page, 'Marta Okafor');
    await page.getByRole('button', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectNameInHeader(page, 'Marta Okafor');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(DEFAULT_PASSWORD);
  });

  test('by activation code, ending logged in with the name in the header', async ({ page, request }) => {
    const [code = ''] = await mintActivationCodes(request);
    await page.goto('/sign-up?channel=activation');
    await expect(page).toHaveURL(/\/sign-up\/step-1\?channel=activation$/);
    await expect(page.getByRole('navigation', { name: 'Sign-up progress' })).toContainText('Activation');
    await page.getByLabel('Activation code').fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByText('This membership number or activation code is invalid. Please try again.'),
    ).toBeVisible();
    await page.getByLabel('Activation code').fill(code);
    await page.getByRole('button', { name: 'Next' }).click();
    await fillDetails(page, { firstName: 'Tomás', lastName: 'Ibáñez', email: uniqueEmail('activation') });
    await page.getByRole('button', { name: 'Next' }).click();
    await choosePassword(page, DEFAULT_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Congratulations' })).toBeVisible();
    await expectNameInHeader(page, 'Tomás Ibáñez');

    // The code is single use.
    await page.goto('/sign-up/step-1?channel=activation');
    await page.getByLabel('Activation code').fill(code);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByText('This number has been registered, please use another number or go to login.'),
    ).toBeVisible();
  });

  test('an email that already exists offers Login Now @mobile', async ({ page, request }) => {
    const existing = await signUpViaApi(request);
    await page.goto('/sign-up/step-1?channel=card');
    await page.getByLabel('Card number').fill(generateCardNumber());
    await page.getByRole('button', { name: 'Next' }).click();
    await fillDetails(page, { firstName: 'Lena', lastName: 'Berg', email: existing.email });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Email address already exists')).toBeVisible();
    await page.getByRole('button', { name: 'Login Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(existing.email);
  });
});
