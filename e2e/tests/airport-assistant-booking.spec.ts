import { logInViaApi, signUpViaApi } from '../support/accounts';
import {
  assistantBookingId,
  chooseService,
  FLIGHTS,
  fillDetails,
  fillPassengers,
  nextChristmasDay,
  plainWeekdayAhead,
} from '../support/airport-assistant';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { fillNewCard } from '../support/payments';

/**
 * Booking Airport Assistant end to end: a fresh premium cardholder per test (two complimentary uses
 * a year), the four steps, the payment sandbox for what is charged, and the booking in Bookings.
 */
test.describe('Airport Assistant booking', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an international arrival at Heathrow on a complimentary use: nothing charged, the mail, the booking in Bookings', async ({
    page,
    consoleErrors,
  }) => {
    const user = await signUpViaApi(page.request);
    await logInViaApi(page, user);
    const date = plainWeekdayAhead(8);

    await chooseService(page, { airport: 'LHR', type: 'International Arrival', level: 'VIP' });
    await fillDetails(page, { flightNumber: FLIGHTS.intoHeathrow.number, date, time: '13:30' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/airport-assistant\/step-3$/);
    await fillPassengers(page, [{ firstName: 'Ana', lastName: 'Tester' }]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/airport-assistant\/step-4$/);

    const price = page.getByRole('table', { name: 'Price' });
    await expect(price.getByRole('row', { name: /^To pay USD\s0\.00$/ })).toBeVisible();
    await expect(
      page.getByText('One of your complimentary uses covers this booking: nothing will be charged.'),
    ).toBeVisible();
    await expect(page.getByText(/You can cancel online with a full refund/)).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Airport Assistant is booked' }),
    ).toBeVisible();
    const orderNo = await assistantBookingId(page);
    await expect(page.getByText('Nothing: covered by a complimentary use')).toBeVisible();

    const mail = await waitForMail(user.email, { subjectIncludes: orderNo, timeoutMs: 20_000 });
    expect(mail.subject).toContain('Booking confirmed');
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: `${orderNo}.ics`, contentType: 'text/calendar' }),
    ]);
    expect(mail.text).toMatch(/GMT|BST/);

    // The booking detail comes from the Airport Assistant remote's ./booking-detail module.
    await page.getByRole('link', { name: 'View my bookings' }).click();
    await expect(page).toHaveURL(/\/account\/bookings\/list/);
    await page.goto(`/account/bookings/details?orderNo=${orderNo}`);
    await expect(page.getByText(FLIGHTS.intoHeathrow.number, { exact: false }).first()).toBeVisible();
    await expect(page.getByText('Ana Tester').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a VIP departure from Madrid on Christmas Day: the holiday surcharge shown, then paid by a new card through 3-D Secure', async ({
    page,
  }) => {
    const user = await signUpViaApi(page.request);
    await logInViaApi(page, user);
    const date = nextChristmasDay();

    await chooseService(page, { airport: 'MAD', type: 'International Departure', level: 'VIP' });
    await fillDetails(page, { flightNumber: FLIGHTS.outOfMadrid.number, date, time: '13:00' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillPassengers(page, [{ firstName: 'Ana', lastName: 'Tester' }]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/airport-assistant\/step-4$/);

    // The surcharge and its reason are on the page before anything is charged.
    const price = page.getByRole('table', { name: 'Price' });
    await expect(price.getByRole('row', { name: /Public holiday surcharge \(Navidad, 50%\)/ })).toBeVisible();
    await expect(price.getByRole('row', { name: /^To pay USD\s[1-9]/ })).toBeVisible();
    await expect(
      page.getByText(/One complimentary use covers the service; what it does not cover/),
    ).toBeVisible();

    await fillNewCard(page);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: /^Pay USD\s/ }).click();
    await page.waitForURL(/\/3ds\/challenge\//);
    await page.getByRole('button', { name: 'Approve' }).click();

    // Back from the host: Secure Checkout loads the remote's payment return, which asks the API to
    // verify the payment with the host, then the result page. On a busy machine that took over 10 s.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Airport Assistant is booked' }),
    ).toBeVisible({ timeout: 30_000 });
    const orderNo = await assistantBookingId(page);
    const mail = await waitForMail(user.email, { subjectIncludes: orderNo, timeoutMs: 20_000 });
    expect(mail.subject).toContain('Booking confirmed');
  });
});
