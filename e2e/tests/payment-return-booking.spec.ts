import type { Page } from '@playwright/test';
import { logInViaApi, signUpViaApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/**
 * The return from the payment host on home for a booking (decision 0006): the shell loads the
 * `./payment-return` module of the service the pending payment names, through Module Federation.
 */

/** What a wizard notes before it sends the browser to the host (`savePendingPayment`). */
const notePendingBooking = (page: Page, type: 1 | 2 | 3, orderNo: string) =>
  page.evaluate(
    ({ type, orderNo }) =>
      localStorage.setItem(
        'pendingPayment',
        JSON.stringify({
          savedAt: Date.now(),
          info: {
            uuid: '0b7c3f5e-8d1a-4c2b-9e6f-1a2b3c4d5e6f',
            orderNo,
            type,
            isNormal: true,
            currentType: 0,
          },
        }),
      ),
    { type, orderNo },
  );

test.describe('payment return of a booking', () => {
  test.describe.configure({ timeout: 60_000 });

  test('goes to the result page the service’s module names', async ({ page }) => {
    await logInViaApi(page, await signUpViaApi(page.request));
    await notePendingBooking(page, 3, 'FT-7K3D9Q');
    await page.goto('/?paymentId=pay_booking_123&mac=abc');
    // The sandbox does not know this payment id, so Fast Track's module reports the booking as not paid.
    await expect(page).toHaveURL(/\/fast-track\/complete\?currentType=0&isWhat=2&orderNo=FT-7K3D9Q$/);
    expect(await page.evaluate(() => localStorage.getItem('pendingPayment'))).toBeNull();
  });

  test('a Transport booking returns through the Transport remote’s module to its result page', async ({
    page,
  }) => {
    await logInViaApi(page, await signUpViaApi(page.request));
    await notePendingBooking(page, 1, 'TS-7K3D9Q');
    await page.goto('/?paymentId=pay_booking_456');
    // The sandbox does not know this payment id: the booking is reported as not paid.
    await expect(page).toHaveURL(/\/transport-services\/succ\?.*isWhat=[12]/);
    expect(await page.evaluate(() => localStorage.getItem('pendingPayment'))).toBeNull();
  });
});
