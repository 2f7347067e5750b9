import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { logInViaApi, signUpViaApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/**
 * Saved payment cards end to end: the form posts the card to the payment sandbox, its 3-D Secure
 * page answers, the portal's home finishes the card with the API. A fresh user per test (workers
 * share one database); the sandbox's test cards are in payment-sandbox/README.md.
 */

const PUBLISHED_DINERS = [
  '3000000000000004',
  '36227206271667',
  '3056930009020004',
  '38520000023237',
  '38000000000006',
];

const futureExpiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

const signUpAndLogIn = async (page: Page) => {
  const user = await signUpViaApi(page.request);
  await logInViaApi(page, user);
  return user;
};

/** Fills /account/card/add (which must be open) and presses Add Card. */
const submitCard = async (page: Page, number: string, holder = 'Ana Tester') => {
  await page.getByLabel('Cardholder Name', { exact: true }).fill(holder);
  await page.getByLabel('Card Number', { exact: true }).fill(number);
  await page.getByLabel('Expiry Date', { exact: true }).fill(futureExpiry());
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Postal Code', { exact: true }).fill('SW1A 1AA');
  await page.getByRole('button', { name: 'Add Card' }).click();
};

/** Adds a card through the host's 3-D Secure page and waits for the portal's answer. */
const addCard = async (page: Page, number: string, decision: 'Approve' | 'Deny') => {
  await page.goto('/account/card/add');
  await submitCard(page, number);
  await page.waitForURL(/\/3ds\/challenge\//);
  await page.getByRole('button', { name: decision }).click();
};

const expectCardAdded = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Card Added Successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/success\?/);
};

/** A saved card's heading ("Diners Club ending 0004"); relative, so it also works inside `filter({ has })`. */
const cardHeading = (page: Page, lastFour: string) =>
  page.getByRole('heading', { name: new RegExp(`ending ${lastFour}$`) });

/** No serious or critical axe-core violations on the page as it is now. */
const expectAccessible = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
};

test.describe('payment cards', () => {
  // Each test signs a user up (a deliberately slow password hash) and goes through the host.
  test.describe.configure({ timeout: 60_000 });

  test('@mobile add cards through 3-D Secure, set the default and delete one', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await signUpAndLogIn(page);

    await page.goto('/account/card/list');
    await expect(page.getByRole('heading', { level: 2, name: 'No saved cards yet' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Add a Card' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a Payment Card' })).toBeVisible();
    await expect(page.getByText(/Required for security/)).toBeVisible();

    // The number is grouped while typed; the expiry gets its slash.
    const number = page.getByLabel('Card Number', { exact: true });
    await number.pressSequentially('30000000000000');
    await expect(number).toHaveValue('3000 0000 0000 00');
    await number.fill('');
    await page.getByLabel('Expiry Date', { exact: true }).pressSequentially('1230');
    await expect(page.getByLabel('Expiry Date', { exact: true })).toHaveValue('12/30');

    await submitCard(page, '3000000000000004');
    await page.waitForURL(/\/3ds\/challenge\//);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expectCardAdded(page);
    await page.getByRole('button', { name: 'View Payment Cards' }).click();
    await expect(page).toHaveURL(/\/account\/card\/list$/);
    await expect(cardHeading(page, '0004')).toBeVisible();

    await addCard(page, '36227206271667', 'Approve');
    await expectCardAdded(page);
    await page.goto('/account/card/list');
    const cards = page.getByRole('list', { name: 'Payment Cards' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expectAccessible(page);
    const card1667 = cards.filter({ has: cardHeading(page, '1667') });
    const card0004 = cards.filter({ has: cardHeading(page, '0004') });

    // Exactly one default; make the other one the default.
    const defaultCard = (await card0004.getByText('Default', { exact: true }).count()) > 0 ? '0004' : '1667';
    const other = defaultCard === '0004' ? card1667 : card0004;
    const otherFour = defaultCard === '0004' ? '1667' : '0004';
    await other.getByRole('button', { name: /as the default card$/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `ending ${otherFour} is now your default card.` }),
    ).toBeVisible();
    await expect(cards.first()).toContainText(otherFour);
    await expect(
      cards.filter({ has: cardHeading(page, otherFour) }).getByText('Default', { exact: true }),
    ).toBeVisible();
    await expect(
      cards.filter({ has: cardHeading(page, defaultCard) }).getByText('Default', { exact: true }),
    ).toHaveCount(0);

    // Delete asks first; Cancel keeps the card.
    await cards
      .filter({ has: cardHeading(page, defaultCard) })
      .getByRole('button', { name: /^Delete / })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete Card' });
    await expect(confirm).toContainText(`ending ${defaultCard}`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(cards).toHaveCount(2);
    await cards
      .filter({ has: cardHeading(page, defaultCard) })
      .getByRole('button', { name: /^Delete / })
      .click();
    await page.getByRole('dialog', { name: 'Delete Card' }).getByRole('button', { name: 'Delete' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cardHeading(page, otherFour)).toBeVisible();

    await page.reload();
    await expect(cards).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  for (const number of PUBLISHED_DINERS) {
    test(`the published Diners test card ${number} is added after 3-D Secure approval`, async ({ page }) => {
      await signUpAndLogIn(page);
      await addCard(page, number, 'Approve');
      await expectCardAdded(page);
      await page.goto('/account/card/list');
      const item = page.getByRole('list', { name: 'Payment Cards' }).getByRole('listitem');
      await expect(item).toHaveCount(1);
      await expect(cardHeading(page, number.slice(-4))).toBeVisible();
      await expect(item).toContainText('Ana Tester');
      await expect(item).toContainText(futureExpiry());
    });
  }

  test('denied 3-D Secure: Failed to Add New Card, and nothing is saved', async ({ page }) => {
    await signUpAndLogIn(page);
    await addCard(page, '38520000023237', 'Deny');
    const dialog = page.getByRole('dialog', { name: 'Failed to Add New Card' });
    await expect(dialog).toContainText('The authentication was unsuccessful, please try again.');
    await expect(page).toHaveURL(/\/account\/card\/add$/);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.goto('/account/card/list');
    await expect(page.getByRole('heading', { level: 2, name: 'No saved cards yet' })).toBeVisible();
  });

  test('a Visa card is refused by the payment host with its reason', async ({ page }) => {
    await signUpAndLogIn(page);
    await page.goto('/account/card/add');
    const hostCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') hostCalls.push(new URL(request.url()).pathname);
    });
    await submitCard(page, '4111111111111111');
    const dialog = page.getByRole('dialog', { name: 'Card Cannot Be Added' });
    await expect(dialog).toContainText(/Visa/);
    await expect(page).toHaveURL(/\/account\/card\/add$/);
    expect(hostCalls).toContain('/ingenico/token-pay/create-payment');
    expect(await page.evaluate(() => localStorage.getItem('pendingCard'))).toBeNull();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.goto('/account/card/list');
    await expect(page.getByRole('heading', { level: 2, name: 'No saved cards yet' })).toBeVisible();
  });

  test('field checks before anything is sent', async ({ page }) => {
    await signUpAndLogIn(page);
    await page.goto('/account/card/add');
    await page.getByLabel('Card Number', { exact: true }).fill('3000 0000');
    await page.getByLabel('Expiry Date', { exact: true }).fill('13/30');
    await page.getByLabel('CVC', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Add Card' }).click();
    await expect(page.getByLabel('Cardholder Name', { exact: true })).toBeFocused();
    await expect(page.getByText('Please enter the complete card number.')).toBeVisible();
    await expect(page.getByText('Expiry Date is invalid.')).toBeVisible();
    await expect(page.getByText('CVC is invalid.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Card Number', { exact: true }).fill('30000000000005');
    await expect(
      page.getByText(
        'Card not recognised, please check that the card details you have entered are eligible for this program.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/account\/card\/add$/);
  });

  test('the same card twice: Card Cannot Be Added', async ({ page }) => {
    await signUpAndLogIn(page);
    await addCard(page, '3056930009020004', 'Approve');
    await expectCardAdded(page);
    await addCard(page, '3056930009020004', 'Approve');
    const dialog = page.getByRole('dialog', { name: 'Card Cannot Be Added' });
    await expect(dialog).toContainText(
      'This card has already been added. If it needs updating, please delete and re-add.',
    );
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.goto('/account/card/list');
    await expect(page.getByRole('list', { name: 'Payment Cards' }).getByRole('listitem')).toHaveCount(1);
  });
});
