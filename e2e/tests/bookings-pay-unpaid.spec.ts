import type { Page } from '@playwright/test';
import { logInViaApi, signUpViaApi } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { bookFastTrackViaApi, openBookingsTab } from '../support/bookings';
import { addSavedCardViaApi, dateAhead, fillNewCard } from '../support/fast-track';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';

/**
 * Pay now: a Fast Track order placed through the API whose card payment was never finished (its
 * session left unused, as when 3-D Secure is abandoned) is paid from its booking's page, through
 * the payment sandbox, back through Fast Track's result page, and listed as Paid.
 */
/**
 * Fast Track's result page after its payment return, paid (isWhat 0): the return names the order,
 * so the page shows the booking it paid (and keeps only `orderNo` in its address).
 */
const expectPaidResultPage = async (page: Page, orderNo: string) => {
  await expect(page).toHaveURL(new RegExp(`/fast-track/complete\\?orderNo=${orderNo}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your Fast Track is booked' })).toBeVisible();
  await expect(page.getByRole('region', { name: `Booking ID ${orderNo}` })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Payment Issue' })).toHaveCount(0);
};

test.describe('Paying an unpaid booking from its page', () => {
  test.describe.configure({ timeout: 60_000 });

  test('with the saved card: Pay now, the password, the result page, Paid in the list @mobile', async ({
    page,
    consoleErrors,
  }) => {
    const user = await signUpViaApi(page.request);
    await addSavedCardViaApi(page.request, user.token);
    // Five passengers: four on the premium card's four uses (one each), the fifth's USD 26.00 left unpaid.
    const order = await bookFastTrackViaApi(page.request, user, { date: dateAhead(26), passengers: 5 });
    expect(order).toMatchObject({ status: 'unpaid', total: 2600 });
    const { orderNo } = order;

    await logInViaApi(page, user);
    await openBookingsTab(page, 3);
    const pending = page.getByRole('listitem').filter({ hasText: orderNo });
    await expect(pending).toContainText('UNPAID');
    await pending.getByRole('link', { name: `Booking ID ${orderNo}` }).click();

    const booking = page.getByRole('region', { name: `Booking ID ${orderNo}` });
    await expect(booking).toContainText('Waiting for payment');
    await expect(booking).toContainText(/minutes? left/);
    const pay = page.getByRole('region', { name: 'Pay for this booking' });
    await expect(pay).toContainText('This booking is not paid yet: pay USD 26.00 now to confirm it.');
    await pay.getByRole('button', { name: 'Pay now' }).click();
    await expect(pay.getByRole('heading', { name: 'Pay for this booking' })).toBeFocused();
    await expect(pay.getByRole('radio', { name: /Diners Club ending 3344/ })).toBeChecked();
    await expectNoSeriousViolations(page, 'the Pay now panel');

    // A wrong password is said on the field; nothing is charged.
    const password = pay.getByLabel('Password', { exact: true });
    await password.fill('Wrong-Password1');
    await pay.getByRole('button', { name: 'Pay USD 26.00' }).click();
    await expect(pay.getByText('Password is incorrect.')).toBeVisible();
    await expect(password).toBeFocused();

    await password.fill(user.password);
    await pay.getByRole('button', { name: 'Pay USD 26.00' }).click();
    // The saved card needs no challenge: the host sends the browser straight back, and Fast Track's
    // payment return finishes it and shows its result page, paid (isWhat 0).
    await expectPaidResultPage(page, orderNo);

    await openBookingsTab(page, 0);
    await expect(page.getByRole('listitem').filter({ hasText: orderNo })).toContainText('Paid');
    const mail = await waitForMail(user.email, { subjectIncludes: orderNo, timeoutMs: 20_000 });
    expect(mail.subject).toContain('Booking confirmed');
    expect(consoleErrors).toEqual([]);
  });

  test('with a new card through 3-D Secure', async ({ page }) => {
    const user = await signUpViaApi(page.request);
    // Six passengers: four on the four uses, two to pay.
    const order = await bookFastTrackViaApi(page.request, user, { date: dateAhead(27), passengers: 6 });
    expect(order).toMatchObject({ status: 'unpaid', total: 5200 });
    const { orderNo } = order;

    await logInViaApi(page, user);
    await page.goto(`/account/bookings/details?orderNo=${orderNo}`);
    const pay = page.getByRole('region', { name: 'Pay for this booking' });
    await pay.getByRole('button', { name: 'Pay now' }).click();
    // No saved card: the new card's fields, and no password.
    await fillNewCard(page);
    await expect(pay.getByLabel('Password', { exact: true })).toHaveCount(0);
    await pay.getByRole('button', { name: 'Pay USD 52.00' }).click();
    await page.waitForURL(/\/3ds\/challenge\//);
    await page.getByRole('button', { name: 'Approve' }).click();

    await expectPaidResultPage(page, orderNo);
    await page.goto(`/account/bookings/details?orderNo=${orderNo}`);
    await expect(page.getByRole('region', { name: `Booking ID ${orderNo}` })).toContainText('Paid');
    await expect(page.getByRole('region', { name: 'Price' })).toContainText(
      'Paid with Diners Club ending 1667',
    );
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  });
});
