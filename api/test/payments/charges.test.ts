import { ErrorCode } from '@portal/shared/contracts';
import { finishAddCard } from '@portal/shared/contracts/payments';
import { sql } from 'drizzle-orm';
import { payInBrowser } from 'payment-sandbox/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { AppError } from '../../src/lib/app-error';
import { createPaymentHost } from '../../src/providers/payment-host';
import {
  createPaymentsService,
  type OrderPaymentSource,
  type PaymentsService,
} from '../../src/services/payments';
import { failure, okResult } from '../helpers/envelope';
import { databaseTargets } from '../helpers/test-app';
import { HOST_TIMEOUT_MS, type PaymentsHarness, PORTAL_URL, startPaymentsHarness } from './harness';

/** Orders kept in memory; `markPaid` writes inside the charge's transaction, as a booking table would. */
const fakeOrders = () => {
  const orders = new Map<string, { userId: number; amount: number; paid: boolean }>();
  const source: OrderPaymentSource = {
    findPayableOrder: async (userId, orderNo) => {
      const order = orders.get(orderNo);
      return order && order.userId === userId && !order.paid
        ? { orderNo, amount: order.amount, currency: 'USD' }
        : null;
    },
    markPaid: async (tx, _userId, orderNo) => {
      await tx.execute(sql`select 1`);
      const order = orders.get(orderNo);
      if (!order || order.paid) return false;
      order.paid = true;
      return true;
    },
    owesRefund: async (tx) => {
      await tx.execute(sql`select 1`);
    },
  };
  return { orders, source };
};

const codeOf = (error: unknown) => (error instanceof AppError ? error.errorCode : error);

describe.each(databaseTargets)('order charges on %s', (target) => {
  let h: PaymentsHarness;
  let payments: PaymentsService;
  let orders: ReturnType<typeof fakeOrders>['orders'];
  let orderCounter = 0;

  beforeAll(async () => {
    h = await startPaymentsHarness(target);
    const fake = fakeOrders();
    orders = fake.orders;
    payments = createPaymentsService(h.t.database, h.t.config, {
      logger: pino({ level: 'silent' }),
      orders: fake.source,
    });
  });
  afterAll(() => h?.close());

  const newOrder = (userId: number, amount = 4_550) => {
    orderCounter += 1;
    const orderNo = `T-${target}-${orderCounter}`;
    orders.set(orderNo, { userId, amount, paid: false });
    return orderNo;
  };
  const charges = async (orderNo: string) =>
    h.t.database.rows<{ kind: string; amount: number }>(
      sql`select kind, amount from payments where order_reference = ${orderNo} order by id`,
    );
  const pay = async (userId: number, orderNo: string, decision: 'approve' | 'deny' = 'approve') => {
    const session = await payments.charges.createCharge(userId, orderNo);
    const { returnUrl } = await payInBrowser(
      session,
      { card: { number: '3000000000000004' } },
      decision,
      PORTAL_URL,
    );
    return {
      session,
      paymentId: returnUrl?.searchParams.get('paymentId') ?? '',
      mac: returnUrl?.searchParams.get('mac') ?? '',
    };
  };

  it('opens a session for the caller’s payable order only', async () => {
    const { userId } = await h.newUser('charge-session');
    const other = await h.newUser('charge-other');
    const orderNo = newOrder(userId);
    const session = await payments.charges.createCharge(userId, orderNo);
    expect(session).toMatchObject({ amount: 4_550, currency: 'USD', returnUrl: `${PORTAL_URL}/` });
    await expect(payments.charges.createCharge(other.userId, orderNo).catch(codeOf)).resolves.toBe(
      ErrorCode.NOT_FOUND,
    );
    await expect(payments.charges.createCharge(userId, 'T-unknown').catch(codeOf)).resolves.toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('records a completed payment once and marks the order paid; a second finish is refused', async () => {
    const { userId } = await h.newUser('charge-paid');
    const orderNo = newOrder(userId);
    const { paymentId, mac } = await pay(userId, orderNo);
    await expect(payments.charges.verifyAndRecord(userId, paymentId, mac)).resolves.toEqual({
      paid: true,
      orderNo,
      statusReason: null,
    });
    expect(orders.get(orderNo)?.paid).toBe(true);
    await expect(payments.charges.verifyAndRecord(userId, paymentId, mac).catch(codeOf)).resolves.toBe(
      ErrorCode.PAYMENT_NOT_VERIFIABLE,
    );
    expect(await charges(orderNo)).toEqual([{ kind: 'charge', amount: 4_550 }]);
  });

  it('records nothing for a failed 3-D Secure check, and refuses a foreign finish', async () => {
    const { userId } = await h.newUser('charge-denied');
    const other = await h.newUser('charge-foreign');
    const orderNo = newOrder(userId);
    const { paymentId, mac } = await pay(userId, orderNo, 'deny');
    await expect(payments.charges.verifyAndRecord(other.userId, paymentId, mac).catch(codeOf)).resolves.toBe(
      ErrorCode.PAYMENT_NOT_VERIFIABLE,
    );
    await expect(payments.charges.verifyAndRecord(userId, paymentId, mac)).resolves.toEqual({
      paid: false,
      orderNo,
      statusReason: 'AUTHENTICATION_FAILED',
    });
    expect(orders.get(orderNo)?.paid).toBe(false);
    expect(await charges(orderNo)).toEqual([]);
  });

  it('pays with a saved card of the caller only', async () => {
    const { userId, token } = await h.newUser('charge-saved');
    const other = await h.newUser('charge-saved-other');
    const card = okResult(finishAddCard, await h.addCard(token, { number: '38520000023237' })).card;
    if (!card) throw new Error('card not added');
    const orderNo = newOrder(userId);
    await expect(
      payments.charges
        .createCharge(other.userId, newOrder(other.userId), { savedCardId: card.id })
        .catch(codeOf),
    ).resolves.toBe(ErrorCode.CARD_NOT_FOUND);
    const session = await payments.charges.createCharge(userId, orderNo, { savedCardId: card.id });
    const { returnUrl } = await payInBrowser(session, {}, 'approve', PORTAL_URL);
    const paymentId = returnUrl?.searchParams.get('paymentId') ?? '';
    const mac = returnUrl?.searchParams.get('mac') ?? '';
    await expect(payments.charges.verifyAndRecord(userId, paymentId, mac)).resolves.toMatchObject({
      paid: true,
    });
    const [charge] = await h.t.database.rows<{ last_four: string }>(
      sql`select last_four from payments where order_reference = ${orderNo}`,
    );
    expect(charge?.last_four).toBe('3237');
  });

  it('owes a refund once per charge and makes it once, even when the host’s answer was lost', async () => {
    const { userId } = await h.newUser('charge-refund');
    const orderNo = newOrder(userId, 10_000);
    const { paymentId, mac } = await pay(userId, orderNo);
    await payments.charges.verifyAndRecord(userId, paymentId, mac);
    const owe = () =>
      h.t.database.db.transaction((tx) => payments.charges.oweRefund(tx as Db, userId, orderNo));
    const owed = await owe();
    if (!owed) throw new Error('no refund owed');
    expect(owed).toMatchObject({ amount: 10_000, status: 'pending' });
    // A second cancel finds it owed already.
    expect(await owe()).toBeNull();
    expect(await payments.charges.refundOf(userId, orderNo)).toEqual({ status: 'pending', amount: 10_000 });

    let recorded = 0;
    const countRecorded = async () => {
      recorded += 1;
    };
    // The host fails: nothing moved, still owed.
    await h.faults({ failStatus: 502 });
    await expect(payments.charges.performRefund(owed.id, countRecorded).catch(codeOf)).resolves.toBe(
      ErrorCode.PAYMENT_HOST_UNAVAILABLE,
    );
    // The host makes it but answers too late: the API gives up, still owed.
    await h.faults({ delayMs: HOST_TIMEOUT_MS + 500, count: 1 });
    await expect(payments.charges.performRefund(owed.id, countRecorded).catch(codeOf)).resolves.toBe(
      ErrorCode.PAYMENT_HOST_UNAVAILABLE,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await h.faults({});
    expect(await charges(orderNo)).toEqual([{ kind: 'charge', amount: 10_000 }]);
    expect(recorded).toBe(0);
    // Asked again with the same key: the host answers the refund it made; recorded once.
    await expect(payments.charges.performRefund(owed.id, countRecorded)).resolves.toMatchObject({
      status: 'refunded',
    });
    await expect(payments.charges.performRefund(owed.id, countRecorded)).resolves.toMatchObject({
      status: 'refunded',
    });
    expect(recorded).toBe(1);
    expect(await charges(orderNo)).toEqual([
      { kind: 'charge', amount: 10_000 },
      { kind: 'refund', amount: 10_000 },
    ]);
    expect(await payments.charges.refundOf(userId, orderNo)).toEqual({ status: 'refunded', amount: 10_000 });
    expect((await createPaymentHost(h.t.config.payment).getPayment(paymentId))?.refundedAmount).toBe(10_000);
    // Nothing is left to owe.
    expect(await owe()).toBeNull();
    const hostView = (await h.hostGet(`/payments/${paymentId}`)).body as {
      status: string;
      statusOutput: { statusCategory: string };
    };
    expect(hostView.status).toBe('REFUNDED');
    expect(hostView.statusOutput.statusCategory).toBe('REFUNDED');
  });

  // Races need real concurrent connections: PGlite runs every query on one.
  if (target !== 'postgres') return;

  it('records one charge when the same payment is finished concurrently', async () => {
    const { userId } = await h.newUser('charge-race');
    const orderNo = newOrder(userId);
    const { paymentId, mac } = await pay(userId, orderNo);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => payments.charges.verifyAndRecord(userId, paymentId, mac)),
    );
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected').map((r) => codeOf(r.reason));
    expect(fulfilled).toHaveLength(1);
    expect(refused).toEqual(Array(5).fill(ErrorCode.PAYMENT_NOT_VERIFIABLE));
    expect(await charges(orderNo)).toEqual([{ kind: 'charge', amount: 4_550 }]);
  });

  it('saves one card when the same add-card payment is finished concurrently', async () => {
    const { userId, token } = await h.newUser('card-race');
    const { paymentId, mac } = await h.startAndPay(token, { number: '38520000023237' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        h.call(finishAddCard, { paymentId, mac, cardHolder: 'Alex Moreno' }, token),
      ),
    );
    const succeeded = answers.filter((answer) => answer.json().state === '1');
    expect(succeeded).toHaveLength(1);
    for (const answer of succeeded) expect(okResult(finishAddCard, answer).addCardSuccess).toBe(true);
    for (const answer of answers.filter((a) => a.json().state !== '1')) {
      failure(answer, 200, ErrorCode.PAYMENT_NOT_VERIFIABLE);
    }
    const [row] = await h.t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from saved_cards where user_id = ${userId}`,
    );
    expect(row?.n).toBe(1);
  });
});
