import type { APIRequestContext, Page } from '@playwright/test';
import { callApi } from './accounts';

/**
 * What every booking journey pays with: dates ahead, the sandbox's cards, a saved card set up
 * through the API and the payment sandbox (no clicking through what the card journeys prove), and
 * the new-card fields of a review step.
 */

/** The calendar date `days` from today (UTC), `YYYY-MM-DD`: far enough ahead for every slot. */
export const dateAhead = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * `dateAhead(days)` when it is in the same year as `date`, else the day of that year nearest to it
 * (31 December, or 1 January): complimentary uses count per calendar year of the service, so uses a
 * test spends to set up a booking must be spent in that booking's year — also when the test runs
 * in late December.
 */
export const dateAheadInYearOf = (date: string, days: number): string => {
  const wanted = dateAhead(days);
  const year = date.slice(0, 4);
  if (wanted.slice(0, 4) === year) return wanted;
  return wanted > date ? `${year}-12-31` : `${year}-01-01`;
};

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

/** The new-card fields of Review and Pay. */
export const fillNewCard = async (page: Page, number = CHALLENGE_CARD) => {
  await page.getByLabel('Cardholder Name', { exact: true }).fill('Ana Tester');
  await page.getByLabel('Card Number', { exact: true }).fill(number);
  await page.getByLabel('Expiry Date', { exact: true }).fill(futureExpiry());
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Postal Code', { exact: true }).fill('SW1A 1AA');
};
