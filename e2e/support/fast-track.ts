import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { callApi } from './accounts';

/**
 * Fast Track journeys: dates ahead, a saved card set up through the API and the payment sandbox
 * (no clicking through what the card journeys prove), and the wizard's first two steps.
 */

/** A lane every journey can book: London Heathrow Terminal 5 departures (20 seats a slot, USD 26). */
export const T5_LANE = { code: 'LHR-T5-DEP', heading: 'Fast Track Security, Terminal 5' } as const;

/** The calendar date `days` from today (UTC), `YYYY-MM-DD`: far enough ahead for every slot. */
export const dateAhead = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The sandbox's card that needs no 3-D Secure challenge (payment-sandbox/README.md). */
export const FRICTIONLESS_CARD = '36006666333344';
/** A published Diners number: the sandbox shows its 3-D Secure page. */
export const CHALLENGE_CARD = '36227206271667';

export const futureExpiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

interface PaymentSession {
  sessionId: string;
  createPaymentUrl: string;
  amount: number;
  currency: string;
  returnUrl: string;
}

/**
 * Saves a card to the account as the card page would, through the API and the sandbox directly:
 * the API opens a zero-amount session, the card goes to the host (frictionless: no challenge),
 * and the API finishes it with the host's payment id and MAC.
 */
export const addSavedCardViaApi = async (
  request: APIRequestContext,
  token: string,
  cardHolder = 'Ana Tester',
) => {
  const session = await callApi<PaymentSession>(request, 'POST', '/pay/add-card', { cardHolder }, token);
  const created = await request.post(session.createPaymentUrl, {
    headers: { origin: new URL(session.returnUrl).origin },
    data: {
      sessionId: session.sessionId,
      amount: session.amount,
      currency: session.currency,
      returnUrl: session.returnUrl,
      card: {
        holder: cardHolder,
        number: FRICTIONLESS_CARD,
        expiry: futureExpiry(),
        cvc: '123',
        postalCode: 'SW1A 1AA',
      },
    },
  });
  const answer = (await created.json()) as { status: string; redirectUrl?: string };
  if (answer.status !== 'COMPLETED' || !answer.redirectUrl)
    throw new Error(`card not taken: ${JSON.stringify(answer)}`);
  const back = new URL(answer.redirectUrl);
  const finished = await callApi<{ addCardSuccess: boolean }>(
    request,
    'POST',
    '/pay/finish-add-card',
    { paymentId: back.searchParams.get('paymentId'), cardHolder, mac: back.searchParams.get('mac') },
    token,
  );
  if (!finished.addCardSuccess) throw new Error('the card was not saved');
};

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

/** The new-card fields of Review and Pay. */
export const fillNewCard = async (page: Page, number = CHALLENGE_CARD) => {
  await page.getByLabel('Cardholder Name', { exact: true }).fill('Ana Tester');
  await page.getByLabel('Card Number', { exact: true }).fill(number);
  await page.getByLabel('Expiry Date', { exact: true }).fill(futureExpiry());
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Postal Code', { exact: true }).fill('SW1A 1AA');
};

/** The booking's number as Order Complete shows it (`Booking ID FT-XXXXXX`). */
export const bookingIdOnPage = async (page: Page): Promise<string> => {
  const heading = page.getByRole('heading', { level: 2, name: /^Booking ID FT-/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace('Booking ID ', '').trim();
};
