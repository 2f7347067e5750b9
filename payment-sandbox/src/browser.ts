import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CreatePaymentResponse, createPaymentRequestSchema } from '@portal/shared/contracts/payments';
import {
  BRAND_NAME,
  cardFingerprint,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  DECLINE_CVC,
  formatExpiry,
  needsChallenge,
} from './cards';
import { newId, nowIso, type SandboxContext } from './context';
import { escapeHtml, redirect, sendHtml, sendJson } from './http';
import { returnMac } from './signature';
import type { CardRecord, PaymentRecord, StatusReason } from './store';

type Refusal = Extract<CreatePaymentResponse, { status: 'REFUSED' }>;

const refuse = (reason: Refusal['reason'], message: string): Refusal => ({
  status: 'REFUSED',
  reason,
  message,
});

/** Browsers on a loopback origin (any port) and the configured portal origins may call create-payment. */
export const originAllowed = (context: SandboxContext, origin: string | undefined): boolean => {
  if (!origin) return true;
  if (context.allowedOrigins.has(origin)) return true;
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

/** The return URL with `paymentId` and the MAC the merchant checks. */
export const returnLocation = (context: SandboxContext, payment: PaymentRecord): string => {
  const merchant = context.merchants.get(payment.merchantId);
  const url = new URL(payment.returnUrl);
  url.searchParams.set('paymentId', payment.id);
  url.searchParams.set('mac', returnMac(merchant?.key ?? '', payment.id));
  return url.toString();
};

type CardOutcome = { ok: true; card: CardRecord; decline: boolean } | { ok: false; refusal: Refusal };

const cardFromRequest = (
  context: SandboxContext,
  merchantId: string,
  input: {
    card?: { holder: string; number: string; expiry: string; cvc: string } | undefined;
    token?: string | undefined;
  },
): CardOutcome => {
  if (input.card && input.token) {
    return {
      ok: false,
      refusal: refuse('CARD_INVALID', 'Send either a card or a saved card token, not both.'),
    };
  }
  if (input.token) {
    const saved = context.store.data.tokens[input.token];
    if (!saved || saved.merchantId !== merchantId) {
      return { ok: false, refusal: refuse('CARD_INVALID', 'This saved card is no longer available.') };
    }
    const { token: _token, merchantId: _merchant, createdAt: _created, ...card } = saved;
    return { ok: true, card, decline: false };
  }
  if (!input.card) return { ok: false, refusal: refuse('CARD_INVALID', 'Card details are missing.') };
  const { holder, number, expiry, cvc } = input.card;
  const numberCheck = checkCardNumber(number);
  if (!numberCheck.ok) return { ok: false, refusal: refuse(numberCheck.reason, numberCheck.message) };
  if (!checkExpiry(expiry))
    return { ok: false, refusal: refuse('CARD_INVALID', 'The expiry date is not valid.') };
  if (!checkCvc(cvc)) return { ok: false, refusal: refuse('CARD_INVALID', 'The CVC is not valid.') };
  const digits = numberCheck.digits;
  return {
    ok: true,
    decline: cvc.trim() === DECLINE_CVC,
    card: {
      brand: BRAND_NAME,
      lastFour: digits.slice(-4),
      expiry: formatExpiry(expiry),
      holder: holder.trim(),
      fingerprint: cardFingerprint(context.store.data.fingerprintSecret, merchantId, digits),
      challenge: needsChallenge(digits),
    },
  };
};

/** Completes or fails a payment after authentication; a completed one gets a token for its card. */
const settle = (context: SandboxContext, paymentId: string, authenticated: boolean): PaymentRecord =>
  context.store.update((data) => {
    const payment = data.payments[paymentId];
    if (!payment) throw new Error('payment vanished');
    if (payment.status !== 'PENDING') return payment;
    let reason: StatusReason = null;
    if (!authenticated) reason = 'AUTHENTICATION_FAILED';
    else if (payment.declineAfterAuthentication) reason = 'DECLINED';
    payment.status = reason ? 'UNSUCCESSFUL' : 'COMPLETED';
    payment.statusReason = reason;
    payment.updatedAt = nowIso();
    if (!reason) {
      const token = newId('tok', 24);
      data.tokens[token] = {
        token,
        merchantId: payment.merchantId,
        createdAt: payment.updatedAt,
        ...payment.card,
      };
      payment.token = token;
    }
    return payment;
  });

/**
 * `POST /ingenico/token-pay/create-payment`, called by the browser with the session the merchant
 * opened: checks the session and the card, and sends the browser on to the challenge page (or
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
  const session = context.store.data.sessions[input.sessionId];
  if (!session || Date.parse(session.expiresAt) < Date.now()) {
    return sendJson(
      response,
      200,
      refuse('SESSION_INVALID', 'The payment session is unknown or has expired.'),
      cors,
    );
  }
  if (session.paymentId) {
    return sendJson(
      response,
      200,
      refuse('SESSION_INVALID', 'This payment session has already been used.'),
      cors,
    );
  }
  if (
    session.amount !== input.amount ||
    session.currency !== input.currency ||
    session.returnUrl !== input.returnUrl
  ) {
    return sendJson(
      response,
      200,
      refuse('SESSION_INVALID', 'The amount, currency or return URL differ from the payment session.'),
      cors,
    );
  }
  if (session.token && input.token && input.token !== session.token) {
    return sendJson(
      response,
      200,
      refuse('SESSION_INVALID', 'This session pays with another saved card.'),
      cors,
    );
  }
  const outcome = cardFromRequest(
    context,
    session.merchantId,
    session.token && !input.card ? { token: session.token } : input,
  );
  if (!outcome.ok) return sendJson(response, 200, outcome.refusal, cors);

  const payment = context.store.update((data) => {
    const created = nowIso();
    const record: PaymentRecord = {
      id: newId('pay'),
      merchantId: session.merchantId,
      sessionId: session.id,
      purpose: session.purpose,
      merchantReference: session.merchantReference,
      amount: session.amount,
      currency: session.currency,
      returnUrl: session.returnUrl,
      status: 'PENDING',
      statusReason: null,
      declineAfterAuthentication: outcome.decline,
      card: outcome.card,
      token: null,
      refundedAmount: 0,
      createdAt: created,
      updatedAt: created,
    };
    data.payments[record.id] = record;
    const stored = data.sessions[session.id];
    if (stored) stored.paymentId = record.id;
    return record;
  });

  if (outcome.card.challenge) {
    return sendJson(
      response,
      200,
      {
        status: 'PENDING_3DS',
        paymentId: payment.id,
        redirectUrl: `${context.publicUrl()}/3ds/challenge/${encodeURIComponent(payment.id)}`,
      } satisfies CreatePaymentResponse,
      cors,
    );
  }
  const settled = settle(context, payment.id, true);
  return sendJson(
    response,
    200,
    {
      status: settled.status === 'COMPLETED' ? 'COMPLETED' : 'UNSUCCESSFUL',
      paymentId: settled.id,
      redirectUrl: returnLocation(context, settled),
    } satisfies CreatePaymentResponse,
    cors,
  );
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
    payment.purpose === 'add-card' && payment.amount === 0
      ? 'Card verification (no charge)'
      : formatAmount(payment.amount, payment.currency);
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
  const payment = context.store.data.payments[paymentId];
  if (!payment) {
    return sendHtml(
      response,
      404,
      messagePage('Payment not found', 'This payment does not exist.'),
      pageCsp(),
    );
  }
  if (payment.status !== 'PENDING') return redirect(response, returnLocation(context, payment));
  if (request.method === 'GET')
    return sendHtml(response, 200, challengePage(context, payment), pageCsp(payment.returnUrl));
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
  return redirect(response, returnLocation(context, settled));
};
