import { logInViaApi, signUpViaApi } from '../support/accounts';
import {
  chooseService,
  FLIGHTS,
  fillDetails,
  fillPassengers,
  plainWeekdayAhead,
} from '../support/airport-assistant';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { dateAhead } from '../support/payments';

/**
 * The Airport Assistant wizard's rules and messages, Back, a reload mid-wizard, and axe on every
 * step (at 1440 px and, tagged @mobile, at 375 px).
 */
test.describe('Airport Assistant steps', () => {
  test.describe.configure({ timeout: 90_000 });

  test('@mobile each step’s messages, the near-departure question, Back, a reload keeps the draft, axe on every step', async ({
    page,
  }) => {
    const user = await signUpViaApi(page.request);
    await logInViaApi(page, user);
    const date = plainWeekdayAhead(9);

    // Select Service: nothing chosen.
    await page.goto('/airport-assistant');
    await expect(page).toHaveURL(/\/airport-assistant\/step-1$/);
    await expect(page.getByRole('navigation', { name: 'Airport Assistant booking progress' })).toContainText(
      'Review & Pay',
    );
    // A later step cannot be reached by its address.
    await page.goto('/airport-assistant/step-3');
    await expect(page).toHaveURL(/\/airport-assistant\/step-1$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'Select Service with errors');

    // Booking Details: a departure from Madrid.
    await chooseService(page, { airport: 'MAD', type: 'International Departure', level: 'Usual' });
    await page.getByRole('textbox', { name: /^Flight number/ }).fill('IB 9999');
    await page.getByLabel(/^Flight date/).fill(date);
    await page.getByRole('button', { name: 'Find flight' }).click();
    await expect(
      page.getByText(
        'This flight could not be located in our system, please confirm that you have entered the complete flight number.',
      ),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'Booking Details with the flight not located');

    // Later than the departure: refused, asking for a time closer to the flight.
    await fillDetails(page, { flightNumber: FLIGHTS.outOfMadrid.number, date, time: '16:00' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByText(
        'The service time does not match your flight. Please choose a time closer to the flight.',
      ),
    ).toBeVisible();

    // Under an hour before take-off (15:25): asked to confirm; Change time keeps the step.
    await page.getByLabel(/^Service time/).fill('14:50');
    await page.getByRole('button', { name: 'Continue' }).click();
    const question = page.getByRole('dialog', { name: 'Less than 1 hour before departure' });
    await expect(question).toBeVisible();
    await expectNoSeriousViolations(page, 'the near-departure question');
    await question.getByRole('button', { name: 'Change time' }).click();
    await expect(page).toHaveURL(/\/airport-assistant\/step-2$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('dialog', { name: 'Less than 1 hour before departure' })
      .getByRole('button', { name: 'Continue' })
      .click();
    await expect(page).toHaveURL(/\/airport-assistant\/step-3$/);

    // Passenger Details: a name not in Latin letters and an impossible number.
    await fillPassengers(page, [{ firstName: 'Анна', lastName: 'Tester' }]);
    await page.getByRole('textbox', { name: 'Number' }).fill('123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Number is invalid.')).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Passenger 1' }).getByRole('textbox', { name: 'First name' }),
    ).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, 'Passenger Details with errors');

    // A reload keeps what was entered.
    await page.reload();
    await expect(page).toHaveURL(/\/airport-assistant\/step-3$/);
    await expect(page.getByRole('textbox', { name: /^Name for the welcome sign/ })).toHaveValue('Ana Tester');

    await fillPassengers(page, [{ firstName: 'Ana', lastName: 'Tester' }]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/airport-assistant\/step-4$/);
    await expect(page.getByRole('table', { name: 'Price' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Review & Pay');

    // Back goes one step back at a time; the draft is still there.
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/airport-assistant\/step-3$/);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/airport-assistant\/step-2$/);
    await expect(page.getByRole('textbox', { name: /^Flight number/ })).toHaveValue(/IB ?7/);
  });

  test('a service under 72 hours ahead is refused with the rule', async ({ page }) => {
    const user = await signUpViaApi(page.request);
    await logInViaApi(page, user);
    const soon = dateAhead(1);
    await chooseService(page, { airport: 'LHR', type: 'International Arrival', level: 'Meet & Assist' });
    await fillDetails(page, { flightNumber: FLIGHTS.intoHeathrow.number, date: soon, time: '13:30' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByText(
        'Airport Assistant must be booked at least 72 hours before the service time. Please choose a later date or time.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/airport-assistant\/step-2$/);
  });
});
