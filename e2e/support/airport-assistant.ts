import { expect, type Page } from '@playwright/test';

/**
 * Airport Assistant journeys: dates that fall on a plain weekday or on a public holiday, flights of
 * the sandbox schedule (the same route and local times every day), and the wizard's steps.
 */

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A Wednesday at least `minDays` ahead, away from the year-end holidays: no surcharge applies. */
export const plainWeekdayAhead = (minDays = 7): string => {
  let time = Date.now() + minDays * DAY;
  for (;;) {
    const date = new Date(time);
    const yearEnd =
      (date.getUTCMonth() === 11 && date.getUTCDate() >= 20) ||
      (date.getUTCMonth() === 0 && date.getUTCDate() <= 7);
    if (date.getUTCDay() === 3 && !yearEnd) return iso(time);
    time += DAY;
  }
};

/** The next Christmas Day at least five days ahead: a public holiday in Spain ('Navidad'). */
export const nextChristmasDay = (): string => {
  const now = new Date();
  let year = now.getUTCFullYear();
  if (Date.UTC(year, 11, 25) - now.getTime() < 5 * DAY) year += 1;
  return `${year}-12-25`;
};

/** Sandbox flights (`api/src/services/flights`): the same local times every day. */
export const FLIGHTS = {
  /** Geneva 12:30 → London Heathrow 12:55. */
  intoHeathrow: { number: 'BA170', airport: 'LHR', lands: '12:55' },
  /** Madrid 15:25 → Montpellier 16:50. */
  outOfMadrid: { number: 'IB7', airport: 'MAD', leaves: '15:25' },
} as const;

export interface ServiceChoice {
  airport: string;
  type: 'Domestic Arrival' | 'Domestic Departure' | 'International Arrival' | 'International Departure';
  level: 'VIP' | 'Meet & Assist' | 'VVIP' | 'Usual';
}

/** Select Service: the airport by its code, the type and the level; then Continue. */
export const chooseService = async (page: Page, { airport, type, level }: ServiceChoice) => {
  await page.goto('/airport-assistant/step-1');
  const field = page.getByRole('combobox', { name: 'Airport' });
  await field.fill(airport);
  await page
    .getByRole('option', { name: new RegExp(`\\(${airport}\\)`) })
    .first()
    .click();
  await page.getByRole('radio', { name: type, exact: true }).check();
  await page.getByRole('radio', { name: level, exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/airport-assistant\/step-2$/);
};

export interface DetailsChoice {
  flightNumber: string;
  /** The flight's date, which is also the service date here. */
  date: string;
  time: string;
  passengers?: number;
}

/** Booking Details: find the flight, the service's local date and time, ticket and transport. */
export const fillDetails = async (
  page: Page,
  { flightNumber, date, time, passengers = 1 }: DetailsChoice,
) => {
  await page.getByRole('textbox', { name: /^Flight number/ }).fill(flightNumber);
  await page.getByLabel(/^Flight date/).fill(date);
  await page.getByRole('button', { name: 'Find flight' }).click();
  await expect(page.getByRole('region', { name: new RegExp(`^Flight ${flightNumber}`) })).toBeVisible();
  await page.getByLabel(/^Service date/).fill(date);
  await page.getByLabel(/^Service time/).fill(time);
  await page.getByLabel(/^Air ticket type/).selectOption({ label: 'Business' });
  await page.getByLabel(/^Transport mode/).selectOption({ label: 'Private Car' });
  for (let n = 1; n < passengers; n += 1) await page.getByRole('button', { name: 'More passengers' }).click();
};

/** Passenger Details: names, the welcome sign and a UK contact number; then Continue. */
export const fillPassengers = async (page: Page, names: { firstName: string; lastName: string }[]) => {
  for (const [index, name] of names.entries()) {
    const group = page.getByRole('group', { name: `Passenger ${index + 1}` });
    await group.getByRole('textbox', { name: 'First name' }).fill(name.firstName);
    await group.getByRole('textbox', { name: 'Last name' }).fill(name.lastName);
  }
  await page.getByRole('textbox', { name: /^Name for the welcome sign/ }).fill('Ana Tester');
  await page.getByRole('textbox', { name: /^Notes to the greeter/ }).fill('Arriving with a pushchair.');
  const prefix = page.getByRole('combobox', { name: 'Country code' });
  await prefix.click();
  await prefix.fill('United K');
  // The country list is searched once typing pauses (a one-second throttle).
  await page.getByRole('option', { name: /United Kingdom/ }).click();
  await page.getByRole('textbox', { name: 'Number' }).fill('20 7946 0958');
};

/** The booking's number as the result page shows it (`Booking ID AA-XXXXXX`). */
export const assistantBookingId = async (page: Page): Promise<string> => {
  const heading = page.getByRole('heading', { level: 2, name: /^Booking ID AA-/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace('Booking ID ', '').trim();
};
