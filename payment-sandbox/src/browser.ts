import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type CreatePaymentResponse,
  createPaymentRequestSchema,
  sessionPaymentKey,
} from '@portal/shared/contracts/payments';
import { z } from 'zod';
import type { SandboxContext } from './context';
import { escapeHtml, redirect, sendHtml, sendJson } from './http';
import {
  type CardInput,
  challengeUrl,
  checkCard,
  createPayment,
  expireUnansweredChallenge,
  settle,
  tokenizeForSession,
  useSavedCard,
} from './operations';
import { createPaymentAnswer, idempotenceStoreKey, rememberAnswer } from './server-to-server';
import { returnMac } from './signature';
import type { HostedTokenization, PaymentRecord, TokenRecord } from './store';
import { CARD_FRAME_SCRIPT_PATH } from './tokenizer';

type Refusal = Extract<CreatePaymentResponse, { status: 'REFUSED' }>;

const refuse = (reason: Refusal['reason'], message: string): Refusal => ({
  status: 'REFUSED',
  reason,
  message,
});

/**
 * Browsers on a loopback origin (any port), the configured portal origins and the sandbox's own
 * pages (the card page in its iframe) may call create-payment and the hosted tokenization page.
 */
export const originAllowed = (context: SandboxContext, origin: string | undefined): boolean => {
  if (!origin) return true;
  if (context.allowedOrigins.has(origin) || origin === context.publicUrl()) return true;
  try {
    const { hostname, protocol } = new URL(origin);
    return (
      (protocol === 'http:' || protocol === 'https:') &&
      ['127.0.0.1', 'localhost', '[::1]'].includes(hostname)
    );
  } catch {
    return false;
  }
};

const corsHeaders = (context: SandboxContext, request: IncomingMessage): Record<string, string> => {
  const origin = request.headers.origin;
  if (!origin || !originAllowed(context, origin)) return { vary: 'Origin' };
  return { 'access-control-allow-origin': origin, vary: 'Origin' };
};

export const handlePreflight = (
  context: SandboxContext,
  request: IncomingMessage,
  response: ServerResponse,
) => {
  const headers = corsHeaders(context, request);
  if (headers['access-control-allow-origin']) {
    headers['access-control-allow-methods'] = 'POST, OPTIONS';
    headers['access-control-allow-headers'] = 'content-type, accept, accept-language';
    headers['access-control-max-age'] = '600';
  }
  response.writeHead(204, headers);
  response.end();
};

/** The return URL with `paymentId` and the MAC the merchant checks (the RETURNMAC of the payment). */
export const returnLocation = (context: SandboxContext, payment: PaymentRecord): string | null => {
  if (!payment.returnUrl) return null;
  const merchant = context.merchants.get(payment.merchantId);
  const url = new URL(payment.returnUrl);
  url.searchParams.set('paymentId', payment.id);
  url.searchParams.set('mac', returnMac(merchant?.key ?? '', payment.id));
  return url.toString();
};

/** A hosted tokenization the browser may still use: known, not expired, no payment made with it. */
const usableSession = (
  context: SandboxContext,
  id: string,
): { ok: true; session: HostedTokenization } | { ok: false; message: string } => {
  const session = context.store.data.hostedTokenizations[id];
  if (!session || Date.parse(session.expiresAt) < Date.now()) {
    return { ok: false, message: 'The payment session is unknown or has expired.' };
  }
  if (session.paymentId) return { ok: false, message: 'This payment session has already been used.' };
  return { ok: true, session };
};

type TokenOutcome = { ok: true; token: TokenRecord; decline: boolean } | { ok: false; refusal: Refusal };

/** The token to pay with: the typed card, tokenized now, or the saved card the session offers. */
const tokenFor = (
  context: SandboxContext,
  session: HostedTokenization,
  input: { card?: CardInput | undefined; token?: string | undefined },
): TokenOutcome => {
  if (input.card && input.token) {
    return {
      ok: false,
      refusal: refuse('CARD_INVALID', 'Send either a card or a saved card token, not both.'),
    };
  }
  if (input.card) {
    const checked = checkCard(context, session.merchantId, input.card);
    if (!checked.ok) return { ok: false, refusal: refuse(checked.reason, checked.message) };
    return {
      ok: true,
      token: tokenizeForSession(context, session, checked.card, checked.decline),
      decline: checked.decline,
    };
  }
  if (session.presetToken && input.token && input.token !== session.presetToken) {
    return { ok: false, refusal: refuse('SESSION_INVALID', 'This session pays with another saved card.') };
  }
  const tokenId = session.presetToken ?? input.token;
  if (!tokenId) return { ok: false, refusal: refuse('CARD_INVALID', 'Card details are missing.') };
  const saved = context.store.data.tokens[tokenId];
  if (!saved || saved.merchantId !== session.merchantId) {
    return { ok: false, refusal: refuse('CARD_INVALID', 'This saved card is no longer available.') };
  }
  context.store.update((data) => {
    const stored = data.hostedTokenizations[session.id];
    if (stored) stored.token = saved.token;
  });
  return { ok: true, token: saved, decline: false };
};

/**
 * `POST /ingenico/token-pay/create-payment`, called by the portal's card page with the hosted
 * tokenization the merchant opened: the card is tokenized as on Worldline's hosted tokenization
 * page (or the saved card the session offers is used), the payment is created with that token as
 * the merchant's `createPayment` would, and the browser is sent on to the 3-D Secure challenge (or
 * straight back to the merchant for a frictionless card).
 */
export const handleCreatePayment = (
  context: SandboxContext,
  request: IncomingMessage,
  response: ServerResponse,
  body: string,
) => {
  const cors = corsHeaders(context, request);
  if (!originAllowed(context, request.headers.origin)) {
    return sendJson(
      response,
      403,
      refuse('SESSION_INVALID', 'This origin may not use the payment page.'),
      cors,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return sendJson(response, 400, refuse('SESSION_INVALID', 'The request is not JSON.'), cors);
  }
  const parsed = createPaymentRequestSchema.safeParse(json);
  if (!parsed.success) {
    const cardField = parsed.error.issues.some((issue) => issue.path[0] === 'card');
    return cardField
      ? sendJson(response, 200, refuse('CARD_INVALID', 'The card details are incomplete.'), cors)
      : sendJson(response, 400, refuse('SESSION_INVALID', 'The request is not valid.'), cors);
  }
  const input = parsed.data;
  const usable = usableSession(context, input.sessionId);
  if (!usable.ok) return sendJson(response, 200, refuse('SESSION_INVALID', usable.message), cors);
  const { session } = usable;
  // The session (a hosted tokenization) names no amount: the merchant checks the payment's amount
  // and currency against its own order when it verifies the payment.
  if (!/^[A-Z]{3}$/.test(input.currency) || !originAllowed(context, new URL(input.returnUrl).origin)) {
    return sendJson(
      response,
      200,
      refuse('SESSION_INVALID', 'The currency or the return URL is not valid.'),
      cors,
    );
  }
  // The merchant's createPayment for this session, made here, is kept under the key the merchant
  // would send (`sessionPaymentKey`): the API can repeat the call and be answered this payment. A
  // key already answered (the merchant asked first) closes the session.
  const paymentKey = idempotenceStoreKey(session.merchantId, sessionPaymentKey(session.id));
  if (context.store.data.idempotency[paymentKey] || context.running.has(paymentKey)) {
    return sendJson(
      response,
      200,
      refuse('SESSION_INVALID', 'This payment session has already been used.'),
      cors,
    );
  }
  const outcome = tokenFor(context, session, input);
  if (!outcome.ok) return sendJson(response, 200, outcome.refusal, cors);
  const requestTimestamp = Date.now();
  const payment = createPayment(context, {
    merchantId: session.merchantId,
    token: outcome.token,
    amount: input.amount,
    currency: input.currency,
    returnUrl: input.returnUrl,
    merchantReference: session.id,
    merchantParameters: null,
    hostedTokenizationId: session.id,
    decline: outcome.decline,
  });
  rememberAnswer(context, paymentKey, createPaymentAnswer(context, payment), requestTimestamp);
  if (payment.statusCategory === 'PENDING_PAYMENT') {
    return sendJson(
      response,
      200,
      {
        status: 'PENDING_3DS',
        paymentId: payment.id,
        redirectUrl: challengeUrl(context, payment.id),
      } satisfies CreatePaymentResponse,
      cors,
    );
  }
  return sendJson(
    response,
    200,
    {
      status: payment.statusCategory === 'COMPLETED' ? 'COMPLETED' : 'UNSUCCESSFUL',
      paymentId: payment.id,
      redirectUrl: returnLocation(context, payment) ?? input.returnUrl,
    } satisfies CreatePaymentResponse,
    cors,
  );
};

const tokenizationCardSchema = z.strictObject({
  holder: z.string().max(60),
  number: z.string().max(40),
  expiry: z.string().max(5),
  cvc: z.string().max(4),
});

/** What the page submits: a typed card, or the choice of the saved card the session offers. */
const tokenizationSubmitSchema = z.union([
  z.strictObject({ card: tokenizationCardSchema }),
  z.strictObject({ savedCard: z.literal(true) }),
]);

/** A form post as the JSON the tokenizer sends: the saved card's button, or the card's fields. */
const submittedForm = (body: string): unknown => {
  const fields = Object.fromEntries(new URLSearchParams(body));
  return fields.savedCard === '1' ? { savedCard: true } : { card: fields };
};

/** The card page and the page it answers a form with; the card page may be framed by portal pages. */
const cardPageCsp = (context: SandboxContext) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    "style-src 'unsafe-inline'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors 'self' http://127.0.0.1:* http://localhost:*${[...context.allowedOrigins].map((origin) => ` ${origin}`).join('')}`,
  ].join('; ');

/** The saved card a session offers, as the page shows it; null when it offers none. */
const offeredCard = (context: SandboxContext, session: HostedTokenization): TokenRecord | null => {
  const saved = session.presetToken ? context.store.data.tokens[session.presetToken] : undefined;
  return saved && saved.merchantId === session.merchantId ? saved : null;
};

/**
 * `/hostedtokenization/{id}`: Worldline's hosted tokenization page, for a person (GET shows a card
 * form, or the saved card the session offers) or a script: the tokenizer's iframe (`tokenizer.ts`)
 * and tests POST `{ card }` or `{ savedCard: true }` as JSON and are answered
 * `{ success, hostedTokenizationId }` or `{ success: false, error }`. Afterwards the merchant reads
 * the token with `getHostedTokenization`, or creates the payment with the hosted tokenization.
 */
export const handleHostedTokenization = (
  context: SandboxContext,
  request: IncomingMessage,
  response: ServerResponse,
  id: string,
  body: string,
) => {
  const usable = usableSession(context, id);
  const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
  if (request.method === 'GET') {
    if (!usable.ok)
      return sendHtml(response, 404, messagePage('Session not found', usable.message), pageCsp());
    const saved = offeredCard(context, usable.session);
    return sendHtml(response, 200, cardPage(id, saved), cardPageCsp(context));
  }
  const cors = corsHeaders(context, request);
  if (!originAllowed(context, request.headers.origin)) {
    return sendJson(response, 403, { success: false, error: 'This origin may not use the page.' }, cors);
  }
  const answer = (status: number, success: boolean, text: string) =>
    form
      ? sendHtml(response, status, messagePage(success ? 'Card saved' : 'Card refused', text), pageCsp())
      : sendJson(
          response,
          status,
          success ? { success, hostedTokenizationId: id } : { success, error: text },
          cors,
        );
  if (!usable.ok) return answer(200, false, usable.message);
  let submitted: unknown;
  try {
    submitted = form ? submittedForm(body) : JSON.parse(body);
  } catch {
    return answer(400, false, 'The request is not JSON.');
  }
  const parsed = tokenizationSubmitSchema.safeParse(submitted);
  if (!parsed.success) return answer(200, false, 'The card details are incomplete.');
  if ('savedCard' in parsed.data) {
    if (!useSavedCard(context, usable.session)) {
      return answer(200, false, 'This saved card is no longer available.');
    }
    return answer(200, true, 'The saved card will pay; you may close this page.');
  }
  const checked = checkCard(context, usable.session.merchantId, parsed.data.card);
  if (!checked.ok) return answer(200, false, checked.message);
  tokenizeForSession(context, usable.session, checked.card, checked.decline);
  return answer(200, true, 'The card is saved for this payment; you may close this page.');
};

const formatAmount = (amount: number, currency: string) => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1b1f24}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
@media (max-width:30rem){main{margin:0;border-radius:0;min-height:100vh}}
.issuer{font-size:.875rem;color:#4a5561;margin:0 0 1rem;text-transform:uppercase;letter-spacing:.05em}
h1{font-size:1.375rem;margin:0 0 .75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:1rem 0 1.5rem}
dt{color:#4a5561}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{flex:1 1 8rem;min-height:2.75rem;font-size:1rem;font-weight:600;border-radius:6px;cursor:pointer;padding:.5rem 1rem}
button[value=approve]{background:#0b5cad;color:#fff;border:2px solid #0b5cad}
button[value=deny]{background:#fff;color:#8a1c1c;border:2px solid #8a1c1c}
button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.note{font-size:.875rem;color:#4a5561;margin-top:1.5rem}
`;

const challengePage = (context: SandboxContext, payment: PaymentRecord) => {
  const merchant = context.merchants.get(payment.merchantId);
  const action = `/3ds/challenge/${encodeURIComponent(payment.id)}`;
  const what =
    payment.amount === 0 ? 'Card verification (no charge)' : formatAmount(payment.amount, payment.currency);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Confirm your payment – Diners Club SecureCode (sandbox)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="issuer">Diners Club ProtectBuy · sandbox issuer</p>
<h1>Confirm it is you</h1>
<p>Your card issuer asks you to confirm this request.</p>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(merchant?.name ?? payment.merchantId)}</dd>
<dt>Amount</dt><dd>${escapeHtml(what)}</dd>
<dt>Card</dt><dd>${escapeHtml(payment.card.brand)} ending ${escapeHtml(payment.card.lastFour)}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
<div class="actions">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny">Deny</button>
</div>
</form>
<p class="note">This is the payment sandbox: no bank is involved. Approve authenticates the card; Deny fails the 3-D Secure check.</p>
</main>
</body>
</html>
`;
};

const CARD_FIELDS = `<dl>
<dt><label for="holder">Cardholder</label></dt><dd><input id="holder" name="holder" autocomplete="cc-name" required></dd>
<dt><label for="number">Card number</label></dt><dd><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required></dd>
<dt><label for="expiry">Expiry (MM/YY)</label></dt><dd><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required></dd>
<dt><label for="cvc">CVC</label></dt><dd><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></dd>
</dl>
<div class="actions"><button type="submit" value="approve">Save card</button></div>`;

const savedCardChoice = (
  saved: TokenRecord,
) => `<p>Pay with your saved ${escapeHtml(saved.brand)} card ending ${escapeHtml(saved.lastFour)} (expires ${escapeHtml(saved.expiry)}).</p>
<input type="hidden" name="savedCard" value="1">
<div class="actions"><button type="submit" value="approve">Use this card</button></div>`;

/**
 * The hosted tokenization page: a card form, or the saved card the session offers. Framed by the
 * tokenizer, its script takes over the submit (the merchant's page has the Pay button); alone, the
 * form posts itself.
 */
const cardPage = (id: string, saved: TokenRecord | null) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details (sandbox)</title><style>${STYLE}
form[data-framed] .actions{display:none}
#card-error{color:#8a1c1c;font-weight:600;margin:0}
input{font:inherit;width:100%;padding:.375rem;border:1px solid #4a5561;border-radius:4px}</style>
<script src="${CARD_FRAME_SCRIPT_PATH}" defer></script></head>
<body><main>
<p class="issuer">Hosted tokenization · payment sandbox</p>
<h1>Card details</h1>
<form method="post" action="/hostedtokenization/${escapeHtml(encodeURIComponent(id))}" data-card-form${saved ? ' data-saved-card' : ''}>
${saved ? savedCardChoice(saved) : CARD_FIELDS}
<p id="card-error" role="alert"></p>
</form>
</main></body>
</html>
`;

const messagePage = (title: string, text: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body>
</html>
`;

const pageCsp = (returnUrl?: string) => {
  const returnOrigin = returnUrl ? ` ${new URL(returnUrl).origin}` : '';
  // Chrome checks form-action on the redirect that follows the POST too: allow the return origin.
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${returnOrigin}; base-uri 'none'`;
};

/**
 * The issuer's 3-D Secure page: GET shows it, POST records the decision and sends the browser to
 * the merchant's return URL. A decided payment sends the browser back again without changing.
 */
export const handleChallenge = (
  context: SandboxContext,
  request: IncomingMessage,
  response: ServerResponse,
  paymentId: string,
  body: string,
) => {
  const stored = context.store.data.payments[paymentId];
  const payment = stored && expireUnansweredChallenge(context, stored);
  if (!payment) {
    return sendHtml(
      response,
      404,
      messagePage('Payment not found', 'This payment does not exist.'),
      pageCsp(),
    );
  }
  const decided = returnLocation(context, payment);
  if (payment.statusCategory !== 'PENDING_PAYMENT' || !decided) {
    if (decided) return redirect(response, decided);
    return sendHtml(
      response,
      404,
      messagePage('Payment not found', 'This payment has no challenge.'),
      pageCsp(),
    );
  }
  if (request.method === 'GET')
    return sendHtml(response, 200, challengePage(context, payment), pageCsp(payment.returnUrl ?? undefined));
  const decision = new URLSearchParams(body).get('decision');
  if (decision !== 'approve' && decision !== 'deny') {
    return sendHtml(
      response,
      400,
      messagePage('Choose an answer', 'Approve or Deny the request.'),
      pageCsp(),
    );
  }
  const settled = settle(context, payment.id, decision === 'approve');
  return redirect(response, returnLocation(context, settled) ?? decided);
};
