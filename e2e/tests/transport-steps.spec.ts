import { logInViaApi, signUpViaApi } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { dateAhead } from '../support/payments';
import { chooseAddress, fillPassenger, fillTrip, setFleet, TRANSPORT_FLIGHTS } from '../support/transport';

/**
 * The Transport wizard's rules and messages, clicking back to the first step, and axe on every step
 * (at 1440 px and, tagged @mobile, at 375 px).
 */
test.describe('Transport steps', () => {
  test.describe.configure({ timeout: 90_000 });

  test('@mobile each message of Booking Details, the near-departure question, axe on every step, and back to step 1 resets the later steps', async ({
    page,
  }) => {
    const user = await signUpViaApi(page.request);
    await logInViaApi(page, user);
    const date = dateAhead(8);

    await page.goto('/transport-services');
    await expect(page).toHaveURL(/\/transport-services\/step-1$/);
    // A later step cannot be reached by its address.
    await page.goto('/transport-services/step-3');
    await expect(page).toHaveURL(/\/transport-services\/step-1$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'Booking Details with errors');

    // An address nobody knows.
    await page.getByRole('combobox', { name: 'From', exact: true }).fill('Zzqxv Qwxz');
    await expect(page.getByText('No results found. Please try another address.')).toBeVisible();

    // Neither end an airport.
    await chooseAddress(page, 'From', 'Savoy', /^The Savoy/);
    await chooseAddress(page, 'To', 'Paddington', /^London Paddington/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('One location must be an airport!').first()).toBeVisible();

    // A flight the schedule does not know.
    await fillTrip(page, {
      from: { keyword: 'Heathrow', name: /^London Heathrow/ },
      to: { keyword: 'Savoy', name: /^The Savoy/ },
      flightNumber: TRANSPORT_FLIGHTS.intoHeathrow.number,
      date,
      time: '13:30',
    });
    await page.getByRole('textbox', { name: /^Flight number/ }).fill('BA 9123');
    await page.getByRole('button', { name: 'Find flight' }).click();
    await expect(
      page.getByText(
        'This flight could not be located in our system, please confirm that you have entered the complete flight number.',
      ),
    ).toBeVisible();

    // Too far: Heathrow to Manchester is beyond the most a transfer may be.
    await fillTrip(page, {
      from: { keyword: 'Heathrow', name: /^London Heathrow/ },
      to: { keyword: 'Manchester', name: /^Manchester/ },
      flightNumber: TRANSPORT_FLIGHTS.intoHeathrow.number,
      date,
      time: '13:30',
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Current addresses exceed the maximum mileage.')).toBeVisible();

    // To Heathrow at 05:00 for a 06:25 departure: under 2 hours, asked to confirm.
    await fillTrip(page, {
      from: { keyword: 'Savoy', name: /^The Savoy/ },
      to: { keyword: 'Heathrow', name: /^London Heathrow/ },
      flightNumber: TRANSPORT_FLIGHTS.earlyOutOfHeathrow.number,
      date,
      time: '05:00',
    });
    await page.getByRole('button', { name: 'Next' }).click();
    const question = page.getByRole('dialog', { name: 'Pick-up close to departure' });
    await expect(question).toBeVisible();
    await expectNoSeriousViolations(page, 'the near-departure question');
    await question.getByRole('button', { name: 'Keep this time' }).click();
    await expect(page).toHaveURL(/\/transport-services\/step-2$/);
    await expectNoSeriousViolations(page, 'Select Car');

    await page.getByText('Business', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/transport-services\/step-3$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'Passenger Details with errors');
    await fillPassenger(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/transport-services\/step-4$/);
    await expect(page.getByRole('table', { name: 'Price' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Review & Submit');

    // Back to step 1 by the progress header: the later steps must be done again.
    await page
      .getByRole('navigation', { name: 'Transport booking progress' })
      .getByText('Booking Details')
      .click();
    await expect(page).toHaveURL(/\/transport-services\/step-1$/);
    await page.goto('/transport-services/step-4');
    await expect(page).not.toHaveURL(/\/transport-services\/step-4$/);
  });

  test('cars run out at Madrid: "no available cars", then a car type taken between choosing and booking', async ({
    page,
  }) => {
    const user = await signUpViaApi(page.request);
    await logInViaApi(page, user);
    for (const carType of ['economy', 'business', 'first', 'van']) await setFleet(page, 'MAD', carType, 0);
    try {
      const trip = {
        from: { keyword: 'Westin Palace', name: /^The Westin Palace/ },
        to: { keyword: 'Madrid Barajas', name: /Barajas/ },
        flightNumber: 'IB7',
        date: dateAhead(9),
        time: '12:00',
      };
      await fillTrip(page, trip);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(
        page.getByText('Sorry, there are no available cars. Please try another address.'),
      ).toBeVisible();

      await setFleet(page, 'MAD', 'business', 3);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/transport-services\/step-2$/);
      await page.getByText('Business', { exact: true }).click();
      await setFleet(page, 'MAD', 'business', 0);
      await page.getByRole('button', { name: 'Next' }).click();
      const dialog = page.getByRole('dialog', { name: 'Car Type Not Available' });
      await expect(dialog).toContainText('Please select another car type.');
    } finally {
      for (const [carType, cars] of [
        ['economy', 4],
        ['business', 3],
        ['first', 2],
        ['van', 2],
      ] as const)
        await setFleet(page, 'MAD', carType, cars);
    }
  });
});
