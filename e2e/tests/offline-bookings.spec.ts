import { logInViaApi, signUpViaApi } from '../support/accounts';
import { bookFastTrackViaApi } from '../support/bookings';
import { dateAhead } from '../support/fast-track';
import { expect, test } from '../support/fixtures';
import { waitForLivePage } from '../support/live-page';

/**
 * The day of travel without signal (issue 24): the portal's service worker saves the bookings a
 * cardholder opened online, and they open offline, a Fast Track voucher's QR code with them.
 */
test.describe('Bookings offline at the airport', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 150_000 });

  test('the list, a detail and the voucher QR open offline; cancel needs the network; logout leaves nothing', async ({
    page,
    context,
  }) => {
    const user = await signUpViaApi(page.request);
    const order = await bookFastTrackViaApi(page.request, user, { date: dateAhead(21), passengers: 1 });
    expect(order.status).toBe('paid');
    await logInViaApi(page, user);
    // The worker installs once the page is idle. On a busy machine (CI runs two browsers and the
    // servers on 2 cores) installing alone has taken over 20 s, and its taking over the open page
    // (clientsClaim) over 20 s more: wait for the worker to be activated; the next navigation is
    // then controlled by it whatever the claim is doing, which the test checks below.
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
      null,
      { timeout: 60_000, polling: 500 },
    );

    // Online: the list is read, and its upcoming booking's detail saved with it.
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/order/cip-detail?orderNo=${order.orderNo}`) && response.ok(),
    );
    const first = await page.goto('/account/bookings/list');
    await waitForLivePage(page);
    const item = page.getByRole('listitem').filter({ hasText: order.orderNo });
    await expect(item).toContainText('Paid');
    await saved;
    expect(await page.evaluate(() => navigator.serviceWorker.controller != null)).toBe(true);

    // A page load online comes from the network through the worker, not from the saved copy (each
    // answer of the server has its own request id): a new release is what the next online load gets.
    const online = await page.reload();
    expect(online?.fromServiceWorker()).toBe(true);
    expect(online?.headers()['x-request-id']).toBeTruthy();
    expect(online?.headers()['x-request-id']).not.toBe(first?.headers()['x-request-id']);
    await waitForLivePage(page);
    await expect(item).toBeVisible();
    await expect(page.getByText(/offline/)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await waitForLivePage(page);
    await expect(page.getByText(/^Saved \d+ minutes? ago, offline$/)).toBeVisible();
    await expect(item).toContainText('Paid');

    await item.getByRole('link', { name: `Booking ID ${order.orderNo}` }).click();
    const booking = page.getByRole('region', { name: `Booking ID ${order.orderNo}` });
    await expect(booking).toContainText('BA117');
    const qr = booking.getByRole('img', { name: `QR code of voucher ${order.orderNo}` });
    await expect(qr).toBeVisible();
    // Large enough for the lane's scanner.
    expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(200);
    await expect(booking).toContainText(/Verification code [A-Z0-9]{4}-[A-Z0-9]{4}/);

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'This needs a connection' })).toBeVisible();

    // Back online, logging out removes what was saved from the device.
    await context.setOffline(false);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Ana Tester/ })
      .click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Log Out' }).getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    // No booking of theirs is left on the device (the page's own reads may be saved again).
    const savedBookings = () =>
      page.evaluate(async () => {
        const cache = await caches.open('portal-api-v1');
        return (await cache.keys())
          .map((request) => request.url)
          .filter((url) => url.includes('/api/order/'));
      });
    await expect.poll(savedBookings).toEqual([]);
    await context.setOffline(true);
    await page.goto('/account/bookings/list').catch(() => undefined);
    await expect(page.getByRole('listitem').filter({ hasText: order.orderNo })).toHaveCount(0);
  });
});
