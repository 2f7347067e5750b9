import { logInViaApi, signUpViaApi } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { bookFastTrackViaApi } from '../support/bookings';
import { dateAhead, dateAheadInYearOf } from '../support/fast-track';
import { expect, test } from '../support/fixtures';

/**
 * The bookings list and details at 1440 px and (tagged @mobile) 375 px: the tabs fit and work by
 * keyboard, axe finds nothing serious on the list or on a paid and an unpaid booking, and an
 * unpaid booking whose time to pay runs out says 'Booking Expired' (the browser's clock is moved
 * on: the order and the API are real, only the 30 minutes are not waited for).
 */
test.describe('Bookings list and details', () => {
  test.describe.configure({ timeout: 60_000 });

  test('@mobile tabs, axe on the list and details, and an unpaid booking that expires', async ({ page }) => {
    const user = await signUpViaApi(page.request);
    const unpaidDate = dateAhead(23);
    const paid = await bookFastTrackViaApi(page.request, user, {
      date: dateAheadInYearOf(unpaidDate, 22),
      passengers: 1,
    });
    // Four passengers: three on the three uses left (one each), one left to pay (never paid here).
    const unpaid = await bookFastTrackViaApi(page.request, user, { date: unpaidDate, passengers: 4 });
    expect([paid.status, unpaid.status]).toEqual(['paid', 'unpaid']);

    await page.clock.install();
    await logInViaApi(page, user);
    await page.goto('/account/bookings/list');
    await expect(page.getByRole('listitem').filter({ hasText: paid.orderNo })).toBeVisible();
    const viewport = page.viewportSize()?.width ?? 0;
    for (const tab of await page.getByRole('tab').all()) {
      const box = await tab.boundingBox();
      expect(box, 'each tab is on screen').not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport).toBe(true);
    }
    await expectNoSeriousViolations(page, 'bookings list');

    await page.getByRole('tab', { name: 'Upcoming' }).focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: /^Pending/ })).toBeFocused();
    await expect(page).toHaveURL(/activedTitle=3$/);
    const pending = page.getByRole('listitem').filter({ hasText: unpaid.orderNo });
    await expect(pending).toContainText('UNPAID');
    await expect(pending).toContainText('To payUSD 26.00 and 3 complimentary uses');
    await expectNoSeriousViolations(page, 'bookings list, Pending');

    await pending.getByRole('link', { name: `Booking ID ${unpaid.orderNo}` }).click();
    const booking = page.getByRole('region', { name: `Booking ID ${unpaid.orderNo}` });
    await expect(booking).toContainText('Waiting for payment');
    await expect(booking).toContainText(/\(\d+ minutes left\)/);
    await expectNoSeriousViolations(page, 'unpaid booking');

    // The time to pay runs out while the page is open.
    await page.clock.fastForward('31:00');
    const expired = page.getByRole('dialog', { name: 'Booking Expired' });
    await expect(expired).toBeVisible();
    await expectNoSeriousViolations(page, 'Booking Expired');
    const reread = page.waitForResponse((r) =>
      r.url().includes(`/api/order/cip-detail?orderNo=${unpaid.orderNo}`),
    );
    await expired.getByRole('button', { name: 'OK' }).click();
    await reread;
    await expect(expired).toHaveCount(0);
    await expect(booking).toContainText('EXPIRED');
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

    await page.goto(`/account/bookings/details?orderNo=${paid.orderNo}`);
    await expect(page.getByRole('region', { name: 'Cancellation' })).toBeVisible();
    await expectNoSeriousViolations(page, 'paid booking');
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByRole('dialog', { name: 'Cancel Booking' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Cancel Booking dialog');
  });
});
