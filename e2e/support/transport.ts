import { type Browser, expect, type Page } from '@playwright/test';
import { E2E_OPERATOR_KEY } from './env';

/**
 * Transport journeys: flights of the sandbox schedule (the same local times every day), places of
 * the sandbox gazetteer, the wizard's steps, the operator's fleet call, and quoting a booking
 * request in the operations console.
 */

/** Sandbox flights (`api/src/services/flights`) at London Heathrow. */
export const TRANSPORT_FLIGHTS = {
  /** Geneva 12:30 → London Heathrow 12:55. */
  intoHeathrow: { number: 'BA170', lands: '12:55' },
  /** London Heathrow 06:25 → Houston 10:20: a pick-up before 08:00 is out of hours. */
  earlyOutOfHeathrow: { number: 'BA735', leaves: '06:25' },
} as const;

/** Picks a place in an address combobox: types, waits for the server's options, chooses by name. */
export const chooseAddress = async (page: Page, label: 'From' | 'To', keyword: string, name: RegExp) => {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.fill(keyword);
  await page.getByRole('option', { name }).first().click();
  await expect(field).toHaveValue(name);
};

export interface TripChoice {
  from: { keyword: string; name: RegExp };
  to: { keyword: string; name: RegExp };
  flightNumber: string;
  /** The flight's date, which is also the pick-up date here. */
  date: string;
  time: string;
  adults?: number;
}

/** Booking Details: both addresses, the flight, the pick-up and the group; Next. */
export const fillTrip = async (page: Page, trip: TripChoice) => {
  await page.goto('/transport-services/step-1');
  await chooseAddress(page, 'From', trip.from.keyword, trip.from.name);
  await chooseAddress(page, 'To', trip.to.keyword, trip.to.name);
  await page.getByRole('textbox', { name: /^Flight number/ }).fill(trip.flightNumber);
  await page.getByLabel(/^Flight date/).fill(trip.date);
  await page.getByRole('button', { name: 'Find flight' }).click();
  await expect(page.getByRole('region', { name: new RegExp(`^Flight ${trip.flightNumber}`) })).toBeVisible();
  await page.getByLabel(/^Pick-up date/).fill(trip.date);
  await page.getByLabel(/^Pick-up time/).fill(trip.time);
  for (let n = 1; n < (trip.adults ?? 1); n += 1)
    await page.getByRole('button', { name: 'More adults' }).click();
};

/** Passenger Details: the name, the welcome sign and a UK contact number; Next. */
export const fillPassenger = async (page: Page) => {
  await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Tester');
  await page.getByRole('textbox', { name: /^Name on the welcome sign/ }).fill('Ana Tester');
  await page.getByRole('textbox', { name: /^Notes to the driver/ }).fill('Two suitcases and a pram.');
  const prefix = page.getByRole('combobox', { name: 'Country code' });
  await prefix.click();
  await prefix.fill('United K');
  await page.getByRole('option', { name: /United Kingdom/ }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('20 7946 0958');
};

/** The booking's number as the result page shows it (`Booking ID: TS-XXXXXX`). */
export const transportBookingId = async (page: Page): Promise<string> => {
  const text = page.getByRole('heading', { level: 2, name: /^Booking ID: TS-/ });
  await expect(text).toBeVisible();
  return ((await text.textContent()) ?? '').replace('Booking ID:', '').trim();
};

const operatorCall = async (page: Page, path: string, data: Record<string, unknown>) => {
  const response = await page.request.post(`${process.env.E2E_BASE_URL}/api${path}`, {
    headers: { channel: 'web', 'x-operator-key': E2E_OPERATOR_KEY },
    data,
  });
  const body = (await response.json()) as { state: string; result?: unknown };
  if (body.state !== '1') throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.result;
};

/** The operator sets how many cars of a type an airport has per hour (0: none left). */
export const setFleet = (page: Page, airportCode: string, carType: string, cars: number) =>
  operatorCall(page, '/operator/transport/fleet', { airportCode, carType, cars });

/**
 * An operator quotes a pending booking request in the operations console (issue 26), in a window of
 * their own (the cardholder's stays signed in): `amount` as typed, in the request's currency.
 */
export const quoteInConsole = async (browser: Browser, orderNo: string, amount: string) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, serviceWorkers: 'block' });
  const desk = await context.newPage();
  await desk.goto('/operations/login');
  await desk.getByRole('textbox', { name: 'Email' }).fill('ops.quotes@portal.test');
  await desk.getByLabel('Password', { exact: true }).fill('Ops12345');
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await desk
    .getByRole('navigation', { name: 'Operations console' })
    .getByRole('link', { name: 'Booking requests' })
    .click();
  const request = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { name: orderNo }) });
  await request.getByRole('button', { name: 'Quote' }).click();
  const form = desk.getByRole('form', { name: `Quote ${orderNo}` });
  await form.getByRole('textbox', { name: /^Amount \([A-Z]{3}\)$/ }).fill(amount);
  await form.getByRole('combobox', { name: 'Car type (optional)' }).selectOption('van');
  await form.getByRole('textbox', { name: 'Note for the cardholder (optional)' }).fill('A van and a car');
  await form.getByRole('button', { name: 'Send the quotation' }).click();
  await expect(desk.getByText(`${orderNo} is quoted: the cardholder is told by mail and SMS.`)).toBeVisible();
  await context.close();
};
