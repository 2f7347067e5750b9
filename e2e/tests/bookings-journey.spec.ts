import { readFile } from 'node:fs/promises';
import { logInViaApi, signUpViaApi } from '../support/accounts';
import { bookFastTrackViaApi, fastTrackUsesLeft } from '../support/bookings';
import { dateAhead } from '../support/fast-track';
import { expect, test } from '../support/fixtures';
import { waitForMail, waitForMailCount } from '../support/mail';

/**
 * The bookings area end to end, on a Fast Track booking placed through the API (one passenger on a
 * complimentary use): the badge, the list, the details with its files, the confirmation mailed
 * again, and cancelling with the use given back.
 */
test.describe('Bookings', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a booking from the badge to Cancelled: calendar, voucher, resend and cancel', async ({
    page,
    consoleErrors,
  }) => {
    const user = await signUpViaApi(page.request);
    const date = dateAhead(21);
    const order = await bookFastTrackViaApi(page.request, user, { date, passengers: 1 });
    expect(order.status).toBe('paid');
    const { orderNo } = order;
    const confirmation = await waitForMail(user.email, { subjectIncludes: 'Booking confirmed: Fast Track' });
    expect(confirmation.subject).toContain(`(${orderNo})`);

    // The new booking counts in the header's badge until its tab is listed.
    await logInViaApi(page, user);
    const menu = page.getByRole('button', { name: /Ana Tester/ });
    await expect(menu).toHaveAccessibleName(/1 unread/);
    await menu.click();
    await page.getByRole('link', { name: /^Bookings/ }).click();
    await expect(page).toHaveURL(/\/account\/bookings\/list$/);

    const upcoming = page.getByRole('tab', { name: 'Upcoming' });
    await expect(upcoming).toHaveAttribute('aria-selected', 'true');
    const item = page.getByRole('listitem').filter({ hasText: orderNo });
    await expect(item).toContainText('New');
    await expect(item).toContainText('Paid');
    await expect(item).toContainText('Fast Track');
    await expect(item).toContainText('London Heathrow Airport (LHR)');
    await expect(item).toContainText('Fast Track Security, Terminal 5');
    await expect(item).toContainText(/GMT|BST/);
    await expect(item).toContainText('Complimentary use');
    // Listing the tab marked it seen: the badge drops without waiting for the next poll.
    await expect(menu).not.toHaveAccessibleName(/unread/);

    await item.getByRole('link', { name: `Booking ID ${orderNo}` }).click();
    await expect(page).toHaveURL(new RegExp(`/account/bookings/details\\?orderNo=${orderNo}$`));
    const booking = page.getByRole('region', { name: `Booking ID ${orderNo}` });
    await expect(booking).toContainText('Time slot');
    await expect(booking).toContainText('BA117');
    await expect(page.getByRole('region', { name: 'Cancellation' })).toContainText(
      'Online cancellation is open.',
    );
    await expect(page.getByRole('region', { name: 'Price' })).toContainText('Complimentary use');

    const calendarAnswer = page.waitForResponse((r) => r.url().includes('/api/order/calendar?'));
    const calendarDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    expect((await calendarAnswer).headers()['content-type']).toMatch(/^text\/calendar/);
    const calendar = await calendarDownload;
    expect(calendar.suggestedFilename()).toBe(`${orderNo}.ics`);
    const ics = (await readFile(await calendar.path())).toString();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(orderNo);

    const voucherDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download voucher (PDF)' }).click();
    const voucher = await voucherDownload;
    expect(voucher.suggestedFilename()).toBe(`${orderNo}.pdf`);
    expect((await readFile(await voucher.path())).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'We have sent the confirmation email again.' }),
    ).toBeVisible();
    const [resent] = await waitForMailCount(user.email, 'Booking confirmed: Fast Track', 2);
    expect(resent?.subject).toContain(`(${orderNo})`);
    expect(resent?.attachments.map((file) => file.filename)).toEqual([`${orderNo}.ics`]);

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const ask = page.getByRole('dialog', { name: 'Cancel Booking' });
    await expect(ask).toContainText(`Do you want to cancel booking ${orderNo}?`);
    await expect(ask).toContainText('Nothing has been charged for this booking.');
    await expect(ask).toContainText('Your complimentary use will be returned.');
    await ask.getByRole('button', { name: 'Cancel booking' }).click();
    const done = page.getByRole('dialog', { name: 'Booking Cancelled' });
    await expect(done).toContainText('Your complimentary use has been returned.');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(booking).toContainText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    const cancelMail = await waitForMail(user.email, {
      subjectIncludes: 'Booking cancelled: Fast Track',
    });
    expect(cancelMail.text).toContain(orderNo);

    await page.getByRole('link', { name: 'Back to My Bookings' }).click();
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await expect(page).toHaveURL(/activedTitle=2$/);
    await expect(page.getByRole('listitem').filter({ hasText: orderNo })).toContainText('Cancelled');
    await page.getByRole('tab', { name: 'Cancelled' }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Past' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'No past bookings' })).toBeVisible();

    // The complimentary use is back: all four of the premium card's uses are left.
    expect(await fastTrackUsesLeft(page.request, user.token, date)).toMatchObject({ count: 4, total: 4 });
    expect(consoleErrors).toEqual([]);
  });
});
