import { readFile } from 'node:fs/promises';
import { logInViaApi, signUpViaApi } from '../support/accounts';
import { bookFastTrackViaApi } from '../support/bookings';
import {
  addSavedCardViaApi,
  bookingIdOnPage,
  bookToReview,
  dateAhead,
  dateAheadInYearOf,
  fillNewCard,
} from '../support/fast-track';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';

/**
 * Booking Fast Track end to end: a fresh cardholder per test (premium level: 4 complimentary uses a
 * year), the wizard's steps, and the payment sandbox for what is charged.
 */
test.describe('Fast Track booking', () => {
  test.describe.configure({ timeout: 60_000 });

  test('one passenger on a complimentary use: nothing charged, the voucher and the confirmation mail', async ({
    page,
    consoleErrors,
  }) => {
    const user = await signUpViaApi(page.request);
    await logInViaApi(page, user);
    await bookToReview(page, { date: dateAhead(14), passengers: 1 });

    const price = page.getByRole('table', { name: 'Price' });
    await expect(price.getByRole('row', { name: /^To pay USD\s0\.00$/ })).toBeVisible();
    await expect(
      page.getByText('One of your complimentary uses covers this booking: nothing will be charged.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment' })).toHaveCount(0);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your Fast Track is booked' })).toBeVisible();
    const orderNo = await bookingIdOnPage(page);
    await expect(page).toHaveURL(new RegExp(`/fast-track/complete\\?orderNo=${orderNo}$`));
    await expect(page.getByText('Nothing: covered by a complimentary use')).toBeVisible();

    const voucherAnswer = page.waitForResponse((response) => response.url().endsWith('/api/cip/pdf-stream'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download voucher (PDF)' }).click();
    expect((await voucherAnswer).headers()['content-type']).toBe('application/pdf');
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${orderNo}.pdf`);
    const pdf = await readFile(await file.path());
    expect(pdf.length).toBeGreaterThan(0);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The confirmation goes out through the outbox, with the booking as a calendar file.
    const mail = await waitForMail(user.email, { subjectIncludes: orderNo, timeoutMs: 20_000 });
    expect(mail.subject).toContain('Booking confirmed');
    expect(mail.text).toContain('The attached calendar file adds the booking to your calendar.');
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: `${orderNo}.ics`, contentType: 'text/calendar' }),
    ]);
    expect(mail.text).toMatch(/GMT|BST/);
    expect(consoleErrors).toEqual([]);
  });

  test('two passengers with one use left: one covered, the other paid with a saved card', async ({
    page,
  }) => {
    const user = await signUpViaApi(page.request);
    await addSavedCardViaApi(page.request, user.token);
    // Three of the four uses spent first (one per passenger), so one is left.
    const date = dateAhead(15);
    await bookFastTrackViaApi(page.request, user, { date: dateAheadInYearOf(date, 32), passengers: 3 });
    await logInViaApi(page, user);
    await bookToReview(page, { date, passengers: 2 });

    const price = page.getByRole('table', { name: 'Price' });
    await expect(price.getByRole('row', { name: /2 passengers × USD\s26\.00/ })).toBeVisible();
    await expect(price.getByRole('row', { name: /^To pay USD\s26\.00$/ })).toBeVisible();
    await expect(
      page.getByText(
        'A complimentary use covers 1 passenger. The other 1 passenger is charged to your card.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: /Diners Club ending 3344/ })).toBeChecked();
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Pay USD 26.00' }).click();

    // The saved card needs no challenge: the host sends the browser straight back to the portal.
    await expect(page.getByRole('heading', { level: 1, name: 'Your Fast Track is booked' })).toBeVisible();
    await bookingIdOnPage(page);
    await expect(page.getByText('USD 26.00 (one passenger covered by a complimentary use)')).toBeVisible();
  });

  test('six passengers: four on the four uses, one each, two paid with a new card through 3-D Secure', async ({
    page,
  }) => {
    const user = await signUpViaApi(page.request);
    await logInViaApi(page, user);
    await bookToReview(page, { date: dateAhead(16), passengers: 6 });
    const price = page.getByRole('table', { name: 'Price' });
    await expect(price.getByRole('row', { name: /4 complimentary uses × USD\s26\.00/ })).toBeVisible();
    await expect(price.getByRole('row', { name: /^To pay USD\s52\.00$/ })).toBeVisible();
    await expect(
      page.getByText(
        '4 complimentary uses cover 4 passengers, one each. The other 2 passengers are charged to your card.',
      ),
    ).toBeVisible();

    await fillNewCard(page);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Pay USD 52.00' }).click();
    await page.waitForURL(/\/3ds\/challenge\//);
    await page.getByRole('button', { name: 'Approve' }).click();

    // Secure Checkout verifies the payment with the host first (over 10 s on a busy machine).
    await expect(page.getByRole('heading', { level: 1, name: 'Your Fast Track is booked' })).toBeVisible({
      timeout: 30_000,
    });
    await bookingIdOnPage(page);
    await expect(
      page.getByText('USD 52.00 (4 passengers covered by complimentary uses, one each)'),
    ).toBeVisible();
  });
});
