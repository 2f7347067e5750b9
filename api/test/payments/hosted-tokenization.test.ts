import { readFileSync } from 'node:fs';
import { ErrorCode, PAYMENT_RETURN_PARAMS } from '@portal/shared/contracts';
import {
  addCard,
  cardEntry,
  finishAddCard,
  type PaymentSession,
  payWithHostedTokenization,
} from '@portal/shared/contracts/payments';
import { sql } from 'drizzle-orm';
import { FRICTIONLESS_TEST_NUMBER } from 'payment-sandbox';
import { answerChallenge, submitCard, type TestCard } from 'payment-sandbox/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error';
import { createPaymentHost } from '../../src/providers/payment-host';
import { createPaymentsService, type PaymentsService } from '../../src/services/payments';
import { failure, okResult } from '../helpers/envelope';
import { oneDatabaseTarget } from '../helpers/test-app';
import { type PaymentsHarness, PORTAL_URL, startPaymentsHarness } from './harness';

const CHALLENGE_CARD = '3000000000000004';
const codeOf = (error: unknown) => (error instanceof AppError ? error.errorCode : error);

/** The hosted tokenization page the session names (the API's `hosted-tokenization` card entry). */
const hostedPage = (session: PaymentSession): string => {
  if (!session.hostedTokenizationUrl || session.createPaymentUrl) {
    throw new Error(`not a hosted tokenization session: ${JSON.stringify(session)}`);
  }
  return session.hostedTokenizationUrl;
};

/** What Worldline's tokenizer does in the iframe: the card goes to the host, the session's id comes back. */
const tokenize = async (session: PaymentSession, card: TestCard): Promise<string> => {
  const answer = await submitCard(hostedPage(session), card, PORTAL_URL);
  if (!answer.success || !answer.hostedTokenizationId) throw new Error(`tokenizer: ${answer.error}`);
  return answer.hostedTokenizationId;
};

/**
 * Worldline's hosted tokenization, the real SDK against the sandbox: the card is typed into the
 * host's iframe, the API creates the payment with the session's hosted tokenization (3-D Secure or
 * frictionless), and the return finishes it with the MAC kept for it.
 */
describe.each(oneDatabaseTarget)('payments with hosted tokenization on %s', (target) => {
  let h: PaymentsHarness;
  let payments: PaymentsService;
  const order = { userId: 0, orderNo: '', amount: 7_200, paid: false };

  beforeAll(async () => {
    h = await startPaymentsHarness(target, { env: { PAYMENT_CARD_ENTRY: 'hosted-tokenization' } });
    // An order of one user, kept in memory, for the charges' side of the same endpoint.
    payments = createPaymentsService(h.t.database, h.t.config, {
      logger: pino({ level: 'silent' }),
      orders: {
        findPayableOrder: async (userId, orderNo) =>
          userId === order.userId && orderNo === order.orderNo && !order.paid
            ? { orderNo, amount: order.amount, currency: 'USD' }
            : null,
        markPaid: async (tx) => {
          await tx.execute(sql`select 1`);
          if (order.paid) return false;
          order.paid = true;
          return true;
        },
        owesRefund: async () => {},
      },
    });
  });
  afterAll(() => h?.close());

  const openCardCheck = async (token: string): Promise<PaymentSession> =>
    okResult(addCard, await h.call(addCard, { cardHolder: 'Alex Moreno' }, token));

  /** The host's payments made with a session, from the sandbox's own records. */
  const hostPaymentsOf = (sessionId: string): string[] => {
    const data = JSON.parse(readFileSync(h.sandbox.dataFile, 'utf8')) as {
      payments: Record<string, { id: string; hostedTokenizationId: string | null }>;
    };
    return Object.values(data.payments)
      .filter((payment) => payment.hostedTokenizationId === sessionId)
      .map((payment) => payment.id);
  };

  it('names the hosted tokenization page, never the sandbox’s create-payment page', async () => {
    const { token } = await h.newUser('hosted-session');
    const session = await openCardCheck(token);
    expect(session.createPaymentUrl).toBeUndefined();
    expect(new URL(hostedPage(session)).origin).toBe(h.sandbox.url);
    expect(session).toMatchObject({ amount: 0, currency: 'USD', returnUrl: `${PORTAL_URL}/` });
  });

  it('adds a frictionless card: decided at once, home with the payment id and a MAC of the API’s own', async () => {
    const { token } = await h.newUser('hosted-frictionless');
    const session = await openCardCheck(token);
    const hostedTokenizationId = await tokenize(session, { number: FRICTIONLESS_TEST_NUMBER });
    const step = okResult(
      payWithHostedTokenization,
      await h.call(payWithHostedTokenization, { sessionId: session.sessionId, hostedTokenizationId }, token),
    );
    expect(step.status).toBe('COMPLETED');
    const home = new URL(step.redirectUrl);
    expect(`${home.origin}${home.pathname}`).toBe(`${PORTAL_URL}/`);
    expect(home.searchParams.get('paymentId')).toBe(step.paymentId);
    const mac = home.searchParams.get(PAYMENT_RETURN_PARAMS.returnMac) ?? '';
    expect(mac).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const finished = okResult(
      finishAddCard,
      await h.call(finishAddCard, { paymentId: step.paymentId, mac, cardHolder: 'Alex Moreno' }, token),
    );
    expect(finished).toMatchObject({ addCardSuccess: true, card: { lastFour: '3344' } });
  });

  it('tells the browser that the host’s frame takes the card: the portal asks for none of it', async () => {
    expect(okResult(cardEntry, await h.call(cardEntry, {}))).toEqual({ cardEntry: 'hosted-tokenization' });
  });

  it('adds a card with no name typed in the portal: the name typed in the host’s frame is saved', async () => {
    const { token } = await h.newUser('hosted-no-name');
    const session = okResult(addCard, await h.call(addCard, {}, token));
    const hostedTokenizationId = await tokenize(session, {
      number: FRICTIONLESS_TEST_NUMBER,
      holder: 'Bea Host',
    });
    const step = okResult(
      payWithHostedTokenization,
      await h.call(payWithHostedTokenization, { sessionId: session.sessionId, hostedTokenizationId }, token),
    );
    const mac = new URL(step.redirectUrl).searchParams.get(PAYMENT_RETURN_PARAMS.returnMac) ?? '';
    const finished = okResult(
      finishAddCard,
      await h.call(finishAddCard, { paymentId: step.paymentId, mac }, token),
    );
    expect(finished).toMatchObject({ addCardSuccess: true, card: { holder: 'Bea Host' } });
  });

  it('adds a card through 3-D Secure: the issuer’s page, then home with Worldline’s RETURNMAC', async () => {
    const { token } = await h.newUser('hosted-3ds');
    const session = await openCardCheck(token);
    const hostedTokenizationId = await tokenize(session, { number: CHALLENGE_CARD });
    const step = okResult(
      payWithHostedTokenization,
      await h.call(payWithHostedTokenization, { sessionId: session.sessionId, hostedTokenizationId }, token),
    );
    expect(step.status).toBe('PENDING_3DS');
    expect(new URL(step.redirectUrl).origin).toBe(h.sandbox.url);
    const [row] = await h.t.database.rows<{ return_mac: string | null }>(
      sql`select return_mac from payment_attempts where session_id = ${session.sessionId}`,
    );
    const returnMac = row?.return_mac ?? '';
    expect(returnMac).not.toBe('');

    const home = await answerChallenge(step.redirectUrl, 'approve');
    expect(home.searchParams.get('paymentId')).toBe(step.paymentId);
    const finished = okResult(
      finishAddCard,
      await h.call(
        finishAddCard,
        { paymentId: step.paymentId, mac: returnMac, cardHolder: 'Alex Moreno' },
        token,
      ),
    );
    expect(finished).toMatchObject({ addCardSuccess: true, card: { lastFour: '0004' } });
  });

  it('pays an order once however often it is asked: the same payment, one charge, the same for reconciliation', async () => {
    const { userId } = await h.newUser('hosted-order');
    Object.assign(order, { userId, orderNo: `T-hosted-${target}`, paid: false });
    const session = await payments.charges.createCharge(userId, order.orderNo);
    const hostedTokenizationId = await tokenize(session, { number: CHALLENGE_CARD });
    const input = { sessionId: session.sessionId, hostedTokenizationId };

    const first = await payments.hosted.pay(userId, input);
    const again = await payments.hosted.pay(userId, input);
    expect(again).toEqual(first);
    expect(hostPaymentsOf(session.sessionId)).toEqual([first.paymentId]);
    // The session check's question to the host, for a payment whose return and webhook were lost.
    const found = await createPaymentHost(h.t.config.payment).paymentOfSession({
      sessionId: session.sessionId,
      amount: order.amount,
      currency: 'USD',
      returnUrl: `${PORTAL_URL}/`,
    });
    expect(found).toBe(first.paymentId);

    const home = await answerChallenge(first.redirectUrl, 'approve');
    const mac = home.searchParams.get('mac') ?? '';
    await expect(payments.charges.verifyAndRecord(userId, first.paymentId, mac)).resolves.toEqual({
      paid: true,
      orderNo: order.orderNo,
      statusReason: null,
    });
    const charges = await h.t.database.rows<{ amount: number }>(
      sql`select amount from payments where order_reference = ${order.orderNo} and kind = 'charge'`,
    );
    expect(charges).toEqual([{ amount: order.amount }]);
    // Finished: asking to pay again is refused, and the host still holds the one payment.
    await expect(payments.hosted.pay(userId, input).catch(codeOf)).resolves.toBe(
      ErrorCode.PAYMENT_NOT_VERIFIABLE,
    );
    expect(hostPaymentsOf(session.sessionId)).toEqual([first.paymentId]);
  });

  it('refuses a return whose RETURNMAC is not the one kept for its payment', async () => {
    const { token } = await h.newUser('hosted-mac');
    const other = await h.newUser('hosted-mac-other');
    const pay = async (user: string) => {
      const session = await openCardCheck(user);
      const hostedTokenizationId = await tokenize(session, { number: FRICTIONLESS_TEST_NUMBER });
      const step = okResult(
        payWithHostedTokenization,
        await h.call(payWithHostedTokenization, { sessionId: session.sessionId, hostedTokenizationId }, user),
      );
      return {
        paymentId: step.paymentId,
        mac: new URL(step.redirectUrl).searchParams.get(PAYMENT_RETURN_PARAMS.returnMac) ?? '',
      };
    };
    const mine = await pay(token);
    const theirs = await pay(other.token);
    const finish = (mac: string | undefined) =>
      h.call(
        finishAddCard,
        { paymentId: mine.paymentId, cardHolder: 'Alex Moreno', ...(mac === undefined ? {} : { mac }) },
        token,
      );
    failure(await finish('forged-mac-of-the-right-shape-000'), 200, ErrorCode.PAYMENT_NOT_VERIFIABLE);
    failure(await finish(theirs.mac), 200, ErrorCode.PAYMENT_NOT_VERIFIABLE);
    failure(await finish(undefined), 200, ErrorCode.PAYMENT_NOT_VERIFIABLE);
    // Refused returns finished nothing: the right MAC still finishes it, once.
    expect(okResult(finishAddCard, await finish(mine.mac))).toMatchObject({ addCardSuccess: true });
    failure(await finish(mine.mac), 200, ErrorCode.PAYMENT_NOT_VERIFIABLE);
  });

  it('refuses another user’s session, a mismatched tokenization and malformed input', async () => {
    const owner = await h.newUser('hosted-owner');
    const intruder = await h.newUser('hosted-intruder');
    const session = await openCardCheck(owner.token);
    const hostedTokenizationId = await tokenize(session, { number: FRICTIONLESS_TEST_NUMBER });
    const call = (input: Record<string, string>, token: string) =>
      h.call(payWithHostedTokenization, input as never, token);

    failure(
      await call({ sessionId: session.sessionId, hostedTokenizationId }, intruder.token),
      200,
      ErrorCode.NOT_FOUND,
    );
    const otherSession = await openCardCheck(owner.token);
    failure(
      await call({ sessionId: otherSession.sessionId, hostedTokenizationId }, owner.token),
      200,
      ErrorCode.NOT_FOUND,
    );
    failure(
      await call({ sessionId: session.sessionId, hostedTokenizationId: '../../payments' }, owner.token),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(
      await h.call(
        payWithHostedTokenization,
        { sessionId: session.sessionId, hostedTokenizationId, amount: 1 } as never,
        owner.token,
      ),
      400,
      ErrorCode.BAD_REQUEST,
    );
    // Nothing was paid on the owner's session by any of these.
    expect(hostPaymentsOf(session.sessionId)).toEqual([]);
    const logs = h.logs.join('\n');
    expect(logs).toContain('/api/pay/create-payment');
    expect(logs).not.toContain(FRICTIONLESS_TEST_NUMBER);
    expect(logs).not.toContain(CHALLENGE_CARD);
  });
});
