import { logInViaApi, signUpViaApi } from '../support/accounts';
import { bookFastTrackViaApi } from '../support/bookings';
import { dateAhead } from '../support/fast-track';
import { expect, test } from '../support/fixtures';

// Each marker is a property only that package's entry module assigns (see shared-singletons.spec.ts).
const REACT_MARKER = /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/;

/**
 * A booking's detail page (mfe-account) shows the service's own fields through the service's
 * remote's `./booking-detail` module (decision 0008), loaded by the shell's federation runtime.
 */
test.describe('the booking detail of a service’s remote', () => {
  test.describe.configure({ timeout: 60_000 });

  test('is loaded from the service’s remote, sharing React with the page', async ({
    page,
    consoleErrors,
  }) => {
    const user = await signUpViaApi(page.request);
    const order = await bookFastTrackViaApi(page.request, user, { date: dateAhead(24), passengers: 1 });
    await logInViaApi(page, user);

    const scripts: Promise<string>[] = [];
    const fromFastTrack: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      // A script the page before requested when idle may answer after this listener is set and be
      // gone with that page: it is not this page's, so it counts as nothing.
      scripts.push(response.text().catch(() => ''));
      if (response.url().includes('/remotes/mfe-fast-track/')) fromFastTrack.push(response.url());
    });
    await page.goto(`/account/bookings/details?orderNo=${order.orderNo}`);
    const booking = page.getByRole('region', { name: `Booking ID ${order.orderNo}` });
    // Fast Track's own rows, in Fast Track's texts.
    await expect(booking).toContainText('Time slot');
    await expect(booking).toContainText('Where to find it');
    await expect(page.getByRole('button', { name: 'Download voucher (PDF)' })).toBeVisible();
    expect(fromFastTrack.length).toBeGreaterThan(0);
    const texts = await Promise.all(scripts);
    expect(texts.filter((text) => REACT_MARKER.test(text))).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test('when the service’s remote does not load, shows the summary and the page keeps working', async ({
    page,
  }) => {
    const user = await signUpViaApi(page.request);
    const order = await bookFastTrackViaApi(page.request, user, { date: dateAhead(25), passengers: 1 });
    await logInViaApi(page, user);
    await page.route('**/remotes/mfe-fast-track/**', (route) => route.abort('failed'));

    await page.goto('/account/bookings/list');
    await page
      .getByRole('listitem')
      .filter({ hasText: order.orderNo })
      .getByRole('link', { name: `Booking ID ${order.orderNo}` })
      .click();
    const booking = page.getByRole('region', { name: `Booking ID ${order.orderNo}` });
    await expect(booking).toContainText('The full details of this booking cannot be shown here right now.', {
      timeout: 15_000,
    });
    await expect(booking).toContainText('Fast Track');
    await expect(booking).toContainText('Paid');
    await expect(booking).not.toContainText('Time slot');
    await page.getByRole('link', { name: 'Back to My Bookings' }).click();
    await expect(page).toHaveURL(/\/account\/bookings\/list\?activedTitle=0$/);
    await expect(page.getByRole('listitem').filter({ hasText: order.orderNo })).toBeVisible();
  });
});
