import type { CreatePaymentResponse, PaymentSession } from '@portal/shared/contracts/payments';

/** What a person types into the card form. */
export interface TestCard {
  holder?: string;
  number: string;
  expiry?: string;
  cvc?: string;
  postalCode?: string;
}

export type ChallengeDecision = 'approve' | 'deny';

/** A card expiry two years ahead, as MM/YY. */
export const futureExpiry = (now = new Date()): string =>
  `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

export interface BrowserPaymentResult {
  response: CreatePaymentResponse;
  /** Where the browser lands at the end (the return URL with paymentId and mac), when it gets there. */
  returnUrl: URL | null;
}

/**
 * Plays the browser's part for tests: posts the card (or a saved token) to create-payment with the
 * session the API opened, then answers the 3-D Secure page the way a person would.
 */
export const payInBrowser = async (
  session: PaymentSession,
  payment: { card?: TestCard; token?: string },
  decision: ChallengeDecision = 'approve',
  origin = 'http://127.0.0.1:8080',
): Promise<BrowserPaymentResult> => {
  if (!session.createPaymentUrl) throw new Error('the session is for the hosted tokenization page');
  const created = await fetch(session.createPaymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      sessionId: session.sessionId,
      amount: session.amount,
      currency: session.currency,
      returnUrl: session.returnUrl,
      ...(payment.card
        ? {
            card: {
              holder: payment.card.holder ?? 'Alex Moreno',
              number: payment.card.number,
              expiry: payment.card.expiry ?? futureExpiry(),
              cvc: payment.card.cvc ?? '123',
              postalCode: payment.card.postalCode ?? '01001',
            },
          }
        : {}),
      ...(payment.token ? { token: payment.token } : {}),
    }),
  });
  const response = (await created.json()) as CreatePaymentResponse;
  if (response.status === 'REFUSED') return { response, returnUrl: null };
  if (response.status !== 'PENDING_3DS') return { response, returnUrl: new URL(response.redirectUrl) };
  return { response, returnUrl: await answerChallenge(response.redirectUrl, decision) };
};

/**
 * Answers the issuer's 3-D Secure page (a create-payment's redirect URL, or Worldline's
 * `merchantAction.redirectData.redirectURL`) the way a person would; returns where the browser lands.
 */
export const answerChallenge = async (redirectUrl: string, decision: ChallengeDecision): Promise<URL> => {
  const page = await fetch(redirectUrl);
  if (page.status !== 200) throw new Error(`challenge page answered ${page.status}`);
  await page.text();
  const answered = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  });
  const location = answered.headers.get('location');
  if (answered.status !== 303 || !location) throw new Error(`challenge answered ${answered.status}`);
  return new URL(location);
};

/**
 * Submits a card on the hosted tokenization page (`hostedTokenizationUrl` from
 * `createHostedTokenization`), as Worldline's tokenizer does; the merchant then reads the token
 * with `getHostedTokenization`.
 */
export const submitCard = async (
  hostedTokenizationUrl: string,
  card: TestCard,
  origin = 'http://127.0.0.1:8080',
): Promise<{ success: boolean; hostedTokenizationId?: string; error?: string }> => {
  const answer = await fetch(hostedTokenizationUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      card: {
        holder: card.holder ?? 'Alex Moreno',
        number: card.number,
        expiry: card.expiry ?? futureExpiry(),
        cvc: card.cvc ?? '123',
      },
    }),
  });
  return (await answer.json()) as { success: boolean; hostedTokenizationId?: string; error?: string };
};
