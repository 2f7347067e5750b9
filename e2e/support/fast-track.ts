import { expect, type Page } from '@playwright/test';

export {
  addSavedCardViaApi,
  dateAhead,
  dateAheadInYearOf,
  fillNewCard,
} from './payments';

/**
 * Fast Track journeys: the wizard's first two steps (dates, cards and the payment sandbox are in
 * `payments.ts`, shared by every service's journeys).
 */

/** A lane every journey can book: London Heathrow Terminal 5 departures (20 seats a slot, USD 26). */
export const T5_LANE = { code: 'LHR-T5-DEP', heading: 'Fast Track Security, Terminal 5' } as const;

export interface WizardChoice {
  date: string;
  passengers: number;
  /** Names of passengers 2 and on (passenger 1 is the cardholder, filled in by the page). */
  others?: { firstName: string; lastName: string }[];
  flightNumber?: string;
}

/** Book Fast Track: the first bookable slot, the passengers and the flight; then Continue. */
export const fillDetailStep = async (
  page: Page,
  { date, passengers, flightNumber = 'BA 117' }: WizardChoice,
) => {
  await page.goto(`/fast-track/detail?lane=${T5_LANE.code}&date=${date}`);
  await expect(page.getByRole('heading', { level: 2, name: T5_LANE.heading })).toBeVisible();
  const slots = page.getByRole('group', { name: 'Time slot' });
  await slots.getByRole('radio', { disabled: false }).first().check();
  for (let n = 1; n < passengers; n += 1) await page.getByRole('button', { name: 'More passengers' }).click();
  await page.getByRole('textbox', { name: /^Flight number/ }).fill(flightNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/fast-track\/passenger$/);
};

/** Add Passengers: the other passengers' names; then Continue. */
export const fillPassengerStep = async (page: Page, { passengers, others = [] }: WizardChoice) => {
  for (let n = 2; n <= passengers; n += 1) {
    const group = page.getByRole('group', { name: `Passenger ${n}` });
    const name = others[n - 2] ?? { firstName: 'Zoë', lastName: `Núñez ${String.fromCharCode(64 + n)}` };
    await group.getByRole('textbox', { name: 'First name' }).fill(name.firstName);
    await group.getByRole('textbox', { name: 'Last name' }).fill(name.lastName);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/fast-track\/review$/);
  await expect(page.getByRole('table', { name: 'Price' })).toBeVisible();
};

/** Steps 1 and 2 of the wizard, ending on Review and Pay. */
export const bookToReview = async (page: Page, choice: WizardChoice) => {
  await fillDetailStep(page, choice);
  await fillPassengerStep(page, choice);
};

/** The booking's number as Order Complete shows it (`Booking ID FT-XXXXXX`). */
export const bookingIdOnPage = async (page: Page): Promise<string> => {
  const heading = page.getByRole('heading', { level: 2, name: /^Booking ID FT-/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace('Booking ID ', '').trim();
};
