import { logInViaApi, uniqueEmail } from '../support/accounts';
import { DEMO_USER } from '../support/env';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';

const REFERENCE = /Q-\d{8}-[A-Z0-9]{4}/;

test.describe('Submit a query', () => {
  test('shows the errors, then sends the query, shows the reference and mails an acknowledgement @mobile', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('query');
    await page.goto('/helpForm');
    await expect(page.getByRole('heading', { level: 1, name: 'Submit a query' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(4);
    await expect(page.getByLabel('Email')).toBeFocused();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Query category').selectOption({ label: 'Technical Problem' });
    await page.getByLabel('Complaint/query topic').fill('Cannot see my booking');
    await page.getByLabel('Message').fill('My booking from yesterday is not in the list.');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you, your query has been sent' })).toBeFocused();
    const confirmation = await page.getByText(/Your reference number is/).textContent();
    const reference = confirmation?.match(REFERENCE)?.[0];
    expect(reference).toBeTruthy();

    const mail = await waitForMail(email, { subjectIncludes: String(reference) });
    expect(mail.subject).toBe(`We have received your query ${reference}`);
    expect(mail.text).toContain('Technical Problem');
    expect(consoleErrors).toEqual([]);
  });

  test('works with the keyboard alone', async ({ page }) => {
    const email = uniqueEmail('keyboard');
    await page.goto('/helpForm');
    const emailField = page.getByLabel('Email');
    await emailField.focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Service ID (optional)')).toBeFocused();
    await page.keyboard.type('T-1234');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Query category')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Complaint/query topic')).toBeFocused();
    await page.keyboard.type('Keyboard only');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Message')).toBeFocused();
    await page.keyboard.type('Sent without a mouse.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(REFERENCE)).toBeVisible();
    const mail = await waitForMail(email);
    expect(mail.text).toContain('Airport Transport Service');
  });

  test('keeps the draft across a reload', async ({ page }) => {
    await page.goto('/helpForm');
    await page.getByLabel('Complaint/query topic').fill('Draft topic');
    await page.getByLabel('Message').fill('Draft message');
    await page.reload();
    await expect(page.getByLabel('Complaint/query topic')).toHaveValue('Draft topic');
    await expect(page.getByLabel('Message')).toHaveValue('Draft message');
  });

  test('fills in the email of a logged-in cardholder, and an answer leads to the form', async ({ page }) => {
    await logInViaApi(page, DEMO_USER);
    await page.goto('/helpDetails?id=transport-surcharges');
    await page.getByRole('link', { name: 'Submit a query' }).click();
    await expect(page).toHaveURL(/\/helpForm\?category=airportTransport$/);
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_USER.email);
    await expect(page.getByLabel('Query category')).toHaveValue('airportTransport');
  });
});
