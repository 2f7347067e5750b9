import { logInViaApi, signUpViaApi } from '../support/accounts';
import { bookFastTrackViaApi } from '../support/bookings';
import {
  bookingIdOnPage,
  bookToReview,
  dateAhead,
  dateAheadInYearOf,
  fillNewCard,
} from '../support/fast-track';
import { expect, test } from '../support/fixtures';

/** A payment that fails at 3-D Secure (Deny) and the 'Payment Issue' dialog's Try again. */
test.describe('Fast Track payment issue', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a denied payment shows Payment Issue; Try again pays the same order', async ({ page }) => {
    const user = await signUpViaApi(page.request);
    // Three of the four uses spent first: of two passengers, one is covered and one paid.
    const date = dateAhead(17);
    await bookFastTrackViaApi(page.request, user, { date: dateAheadInYearOf(date, 33), passengers: 3 });
    await logInViaApi(page, user);
    await bookToReview(page, { date, passengers: 2 });

    await fillNewCard(page);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Pay USD 26.00' }).click();
    await page.waitForURL(/\/3ds\/challenge\//);
    await page.getByRole('button', { name: 'Deny' }).click();

    const dialog = page.getByRole('dialog', { name: 'Payment Issue' });
    await expect(dialog).toContainText(
      'There was a problem completing the booking, please check payment details and try again',
    );
    await expect(page).toHaveURL(/\/fast-track\/complete\?currentType=0&isWhat=2&orderNo=FT-[A-Z0-9]{6}$/);
    await dialog.getByRole('button', { name: 'Try again' }).click();

    await expect(page).toHaveURL(/\/fast-track\/review$/);
    const waiting = page.getByText(/^Your booking FT-[A-Z0-9]{6} is waiting for payment\.$/);
    await expect(waiting).toBeVisible();
    const orderNo = /FT-[A-Z0-9]{6}/.exec((await waiting.textContent()) ?? '')?.[0];
    await fillNewCard(page);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Pay USD 26.00' }).click();
    await page.waitForURL(/\/3ds\/challenge\//);
    await page.getByRole('button', { name: 'Approve' }).click();

    // Secure Checkout verifies the payment with the host first (over 10 s on a busy machine).
    await expect(page.getByRole('heading', { level: 1, name: 'Your Fast Track is booked' })).toBeVisible({
      timeout: 30_000,
    });
    expect(await bookingIdOnPage(page)).toBe(orderNo);
  });
});
