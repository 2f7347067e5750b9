import { logInViaApi, signUpViaApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { addSavedCardViaApi, dateAhead, fillNewCard } from '../support/payments';
import {
  fillPassenger,
  fillTrip,
  quoteInConsole,
  TRANSPORT_FLIGHTS,
  transportBookingId,
} from '../support/transport';

/**
 * Booking Transport end to end: a fresh premium cardholder per test (two complimentary uses a
 * year, each covering a base fare), the four steps against the real API and gazetteer, the payment
 * sandbox for what is charged, and the booking in Bookings.
 */
test.describe('Transport booking', () => {
  test.describe.configure({ timeout: 90_000 });

  test('Heathrow to The Savoy on a complimentary use: nothing charged, the mail, the booking in Bookings', async ({
    page,
    consoleErrors,
  }) => {
    const user = await signUpViaApi(page.request);
    await logInViaApi(page, user);
    await fillTrip(page, {
      from: { keyword: 'Heathrow', name: /^London Heathrow/ },
      to: { keyword: 'Savoy', name: /^The Savoy/ },
      flightNumber: TRANSPORT_FLIGHTS.intoHeathrow.number,
      date: dateAhead(5),
      time: '13:30',
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/transport-services\/step-2$/);
    await page.getByText('Business', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/transport-services\/step-3$/);
    await fillPassenger(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/transport-services\/step-4$/);

    const price = page.getByRole('table', { name: 'Price' });
    await expect(price.getByRole('row', { name: /^To pay USD\s0\.00$/ })).toBeVisible();
    await expect(
      page.getByText('One complimentary use covers this transfer: nothing is charged.'),
    ).toBeVisible();
    await expect(page.getByText(/Free waiting time: 60 minutes after the actual arrival/)).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    const orderNo = await transportBookingId(page);
    const mail = await waitForMail(user.email, { subjectIncludes: orderNo, timeoutMs: 20_000 });
    expect(mail.subject).toContain('Booking confirmed');
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: `${orderNo}.ics`, contentType: 'text/calendar' }),
    ]);

    // The booking detail comes from the Transport remote's ./booking-detail module.
    await page.goto(`/account/bookings/details?orderNo=${orderNo}`);
    await expect(page.getByText('The Savoy').first()).toBeVisible();
    await expect(
      page.getByText(TRANSPORT_FLIGHTS.intoHeathrow.number, { exact: false }).first(),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('Heathrow to The Randolph Hotel, Oxford, with extra mileage, paid with a saved card', async ({
    page,
  }) => {
    const user = await signUpViaApi(page.request);
    await addSavedCardViaApi(page.request, user.token);
    await logInViaApi(page, user);
    await fillTrip(page, {
      from: { keyword: 'LHR', name: /^London Heathrow/ },
      to: { keyword: 'Randolph', name: /^The Randolph Hotel/ },
      flightNumber: TRANSPORT_FLIGHTS.intoHeathrow.number,
      date: dateAhead(6),
      time: '14:00',
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/transport-services\/step-2$/);
    await expect(page.getByText(/fares include 40 km/)).toBeVisible();
    await page.getByText('Economy', { exact: true }).click();
    await expect(page.getByText(/^Extra mileage: \d+ km × USD\s1\.50/)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await fillPassenger(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/transport-services\/step-4$/);

    const price = page.getByRole('table', { name: 'Price' });
    await expect(price.getByRole('row', { name: /Extra mileage/ })).toBeVisible();
    await expect(price.getByRole('row', { name: /^To pay USD\s[1-9]/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Diners Club ending 3344/ })).toBeChecked();
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: /^Pay USD\s/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible({
      timeout: 20_000,
    });
    const orderNo = await transportBookingId(page);
    await waitForMail(user.email, { subjectIncludes: orderNo, timeoutMs: 20_000 });
  });

  test('@mobile The Savoy to Heathrow before dawn: the out-of-hours line before paying, then a new card through 3-D Secure', async ({
    page,
  }) => {
    const user = await signUpViaApi(page.request);
    await logInViaApi(page, user);
    await fillTrip(page, {
      from: { keyword: 'Savoy', name: /^The Savoy/ },
      to: { keyword: 'Heathrow', name: /^London Heathrow/ },
      flightNumber: TRANSPORT_FLIGHTS.earlyOutOfHeathrow.number,
      date: dateAhead(7),
      time: '03:30',
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/transport-services\/step-2$/);
    await page.getByText('Business', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await fillPassenger(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/transport-services\/step-4$/);

    const price = page.getByRole('table', { name: 'Price' });
    await expect(price.getByRole('row', { name: /20%/ })).toBeVisible();
    await expect(price.getByRole('row', { name: /^To pay USD\s18\.00$/ })).toBeVisible();
    await expect(page.getByText(/Free waiting time: 15 minutes after the pick-up time/)).toBeVisible();
    await fillNewCard(page);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Pay USD 18.00' }).click();
    await page.waitForURL(/\/3ds\/challenge\//);
    await page.getByRole('button', { name: 'Approve' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible({
      timeout: 20_000,
    });
    await transportBookingId(page);
  });

  test('eight adults: sent as a booking request, quoted in the operations console, told by mail and SMS, then paid with a saved card', async ({
    page,
    browser,
  }) => {
    const user = await signUpViaApi(page.request);
    await addSavedCardViaApi(page.request, user.token);
    await logInViaApi(page, user);
    await fillTrip(page, {
      from: { keyword: 'Heathrow', name: /^London Heathrow/ },
      to: { keyword: 'Savoy', name: /^The Savoy/ },
      flightNumber: TRANSPORT_FLIGHTS.intoHeathrow.number,
      date: dateAhead(10),
      time: '13:30',
      adults: 8,
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/transport-services\/step-2$/);
    await expect(page.getByText('No single car takes this many passengers.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue as a booking request' }).click();
    await expect(page).toHaveURL(/\/transport-services\/step-3\?currentType=request$/);
    await fillPassenger(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/transport-services\/step-4\?currentType=request$/);
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Request received' })).toBeVisible();
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    expect(orderNo).toMatch(/^TS-/);

    // An operator quotes it in the operations console: the cardholder is told by mail and by SMS
    // (the sandbox's inbox).
    const quotedAt = new Date();
    await quoteInConsole(browser, orderNo, '240.00');
    await waitForMail(user.email, { subjectIncludes: orderNo, timeoutMs: 20_000 });
    const sms = await waitForMail('442079460958@sms.sandbox', { after: quotedAt, timeoutMs: 20_000 });
    expect(sms.text).toContain(orderNo);

    await page.goto(`/account/bookings/details?orderNo=${orderNo}`);
    await page.getByRole('link', { name: 'Accept and pay' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Accept and pay your quotation' }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: /Diners Club ending 3344/ })).toBeChecked();
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Pay USD 240.00' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { level: 2, name: `Booking ID: ${orderNo}` })).toBeVisible();
  });
});
