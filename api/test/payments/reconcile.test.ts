import { ErrorCode } from '@portal/shared/contracts';
import { fastTrackOrder, fastTrackSpine } from '@portal/shared/contracts/fast-track';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentHost } from '../../src/providers/payment-host';
import { RECONCILE_JOB, SESSION_CHECK_JOB } from '../../src/services/payments/charges';
import {
  dateAhead,
  draftBooking,
  newCardholder,
  payNewCard,
  placeOrder,
  proofFor,
} from '../fast-track/harness';
import { failure, okResult } from '../helpers/envelope';
import { databaseTargets } from '../helpers/test-app';
import { type PaymentsHarness, startPaymentsHarness } from './harness';

const { createOrder, finishBooking, payBooking } = fastTrackSpine;

/**
 * A payment that completes at the host is recorded exactly once whatever the browser does: a finish
 * the host could not answer is reconciled later, a webhook's report goes through the same path, a
 * second charge is never opened while one may be under way, and a payment the order can no longer
 * take is refunded and the cardholder told.
 */
describe.each(databaseTargets)('payments reconciled with the host (%s)', (target) => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness(target);
  });
  afterAll(() => h?.close());

  const charges = () => h.t.app.services.payments.charges;
  const moneyOf = (orderNo: string) =>
    h.t.database.rows<{ kind: string; amount: number }>(
      sql`select kind, amount from payments where order_reference = ${orderNo} order by id`,
    );
  const sessionsOf = async (orderNo: string) =>
    (
      await h.t.database.rows<{ n: number }>(
        sql`select count(*)::int as n from payment_attempts where order_reference = ${orderNo}`,
      )
    )[0]?.n;
  const statusOf = async (orderNo: string) =>
    (
      await h.t.database.rows<{ status: string }>(sql`select status from orders where order_no = ${orderNo}`)
    )[0]?.status;
  const subjectsTo = async (userId: number) => {
    const [user] = await h.t.database.rows<{ email: string }>(
      sql`select email from users where id = ${userId}`,
    );
    await h.t.app.services.mail.flush();
    return h.t.app.services.mail.sent.filter((mail) => mail.to === user?.email);
  };
  /** Runs every due job now (the refund and reconciliation jobs), as the runner would. */
  const runJobsNow = async (name: string) => {
    await h.t.database.rows(sql`update jobs set run_at = now() where name = ${name} and status = 'pending'`);
    await h.t.app.services.jobs.runner.runDueOnce();
    await h.t.app.services.jobs.runner.runDueOnce();
  };
  const hostRefunded = async (paymentId: string) =>
    (await createPaymentHost(h.t.config.payment).getPayment(paymentId))?.refundedAmount;

  /** Each order on a day of its own, so that the parties never fill a slot. */
  let daysAhead = 10;
  /** An unpaid Fast Track order for three (two on the card's uses) and the host session `createOrder` opened for it. */
  const unpaidOrder = async (label: string) => {
    const { userId, token } = await newCardholder(h, label);
    daysAhead += 1;
    const { uuid } = await draftBooking(h, token, { passengers: 3, date: dateAhead(daysAhead) });
    const placed = okResult(createOrder, await placeOrder(h, token, uuid, await proofFor(h, token, uuid)));
    if (!placed.payment) throw new Error('no payment session');
    return { userId, token, uuid, orderNo: placed.orderNo, total: placed.total, session: placed.payment };
  };

  it('records a payment whose finish the host could not answer once, and opens no second charge meanwhile', async () => {
    const order = await unpaidOrder('reconcile-finish');
    const paid = await payNewCard(order.session);
    const finish = () =>
      h.call(finishBooking, { uuid: order.uuid, orderNo: order.orderNo, ...paid }, order.token);
    await h.faults({ failStatus: 503 });
    try {
      failure(await finish(), 200, ErrorCode.PAYMENT_HOST_UNAVAILABLE);
      const [job] = await h.t.database.rows<{ status: string }>(
        sql`select status from jobs where name = ${RECONCILE_JOB} and key = ${paid.paymentId}`,
      );
      expect(job?.status).toBe('pending');
      // Pay now while the host cannot say what became of the first payment: refused.
      failure(
        await h.call(payBooking, { orderNo: order.orderNo }, order.token),
        200,
        ErrorCode.PAYMENT_IN_PROGRESS,
      );
    } finally {
      await h.faults({});
    }
    // The host answers again: Pay now finds the payment completed, records it, and opens nothing.
    failure(
      await h.call(payBooking, { orderNo: order.orderNo }, order.token),
      200,
      ErrorCode.ORDER_NOT_PAYABLE,
    );
    expect(await statusOf(order.orderNo)).toBe('paid');
    expect(await sessionsOf(order.orderNo)).toBe(1);
    // Reconciliation and the browser's late finish find it recorded: still one charge.
    await runJobsNow(RECONCILE_JOB);
    expect(okResult(finishBooking, await finish())).toEqual({ payFinish: true, orderNo: order.orderNo });
    expect(await moneyOf(order.orderNo)).toEqual([{ kind: 'charge', amount: order.total }]);
    const mails = await subjectsTo(order.userId);
    expect(mails.filter((mail) => mail.subject.startsWith('Booking confirmed'))).toHaveLength(1);
  });

  it('records a reported payment through the same path once, by reconciliation when the host has not settled it', async () => {
    const order = await unpaidOrder('reconcile-webhook');
    const paid = await payNewCard(order.session);
    const report = { paymentId: paid.paymentId, statusCategory: 'COMPLETED' as const };
    // A report while the host is down is kept for reconciliation.
    await h.faults({ failStatus: 503 });
    try {
      await expect(charges().reportHostPayment(report)).rejects.toThrow();
    } finally {
      await h.faults({});
    }
    expect(await statusOf(order.orderNo)).toBe('unpaid');
    await runJobsNow(RECONCILE_JOB);
    expect(await statusOf(order.orderNo)).toBe('paid');
    // The same event again, and one that lies about the state: nothing more is recorded.
    expect(await charges().reportHostPayment(report)).toBe('recorded');
    expect(await charges().reportHostPayment({ ...report, statusCategory: 'UNSUCCESSFUL' })).toBe('recorded');
    expect(await moneyOf(order.orderNo)).toEqual([{ kind: 'charge', amount: order.total }]);
    expect(
      await charges().reportHostPayment({ paymentId: 'no-such-payment', statusCategory: 'COMPLETED' }),
    ).toBe('unknown');
  });

  it('sees a payment its webhook reported before the finish failed as under way: Pay now refuses a second charge', async () => {
    const order = await unpaidOrder('reconcile-webhook-first');
    const paid = await payNewCard(order.session);
    await h.faults({ failStatus: 503 });
    try {
      // The event comes first (it names the payment, not the order), then the browser's finish;
      // the host answers neither.
      await expect(
        charges().reportHostPayment({ paymentId: paid.paymentId, statusCategory: 'COMPLETED' }),
      ).rejects.toThrow();
      failure(
        await h.call(finishBooking, { uuid: order.uuid, orderNo: order.orderNo, ...paid }, order.token),
        200,
        ErrorCode.PAYMENT_HOST_UNAVAILABLE,
      );
      const jobs = await h.t.database.rows<{ payload: unknown }>(
        sql`select payload from jobs where name = ${RECONCILE_JOB} and key = ${paid.paymentId}`,
      );
      expect(jobs).toEqual([{ payload: { orderReference: order.orderNo } }]);
      failure(
        await h.call(payBooking, { orderNo: order.orderNo }, order.token),
        200,
        ErrorCode.PAYMENT_IN_PROGRESS,
      );
    } finally {
      await h.faults({});
    }
    expect(await sessionsOf(order.orderNo)).toBe(1);
  });

  it('finds a payment whose return and webhook were both lost by asking the host about its session', async () => {
    // Two orders paid at the host; the browser never came back and no event arrived (this harness's
    // host has no webhook): nothing but the session the API opened names the payment.
    const byJob = await unpaidOrder('session-job');
    const byPayNow = await unpaidOrder('session-pay-now');
    await payNewCard(byJob.session);
    await payNewCard(byPayNow.session);
    const abandoned = await unpaidOrder('session-abandoned');
    expect(await statusOf(byJob.orderNo)).toBe('unpaid');
    const checks = await h.t.database.rows<{ key: string; later: boolean }>(
      sql`select key, run_at > now() + interval '4 minutes' as later from jobs
        where name = ${SESSION_CHECK_JOB} and payload ->> 'orderReference' = ${byJob.orderNo}`,
    );
    expect(checks).toEqual([{ key: byJob.session.sessionId, later: true }]);

    // The check of the session, when its time comes, records the payment once.
    await h.t.database.rows(
      sql`update jobs set run_at = now() where name = ${SESSION_CHECK_JOB} and key = ${byJob.session.sessionId}`,
    );
    await h.t.app.services.jobs.runner.runDueOnce();
    expect(await statusOf(byJob.orderNo)).toBe('paid');
    expect(await moneyOf(byJob.orderNo)).toEqual([{ kind: 'charge', amount: byJob.total }]);
    expect(
      (await subjectsTo(byJob.userId)).filter((mail) => mail.subject.startsWith('Booking confirmed')),
    ).toHaveLength(1);

    // Pay now asks about the order's open sessions first (its check is not due yet): it finds the
    // payment instead of opening a second charge.
    expect(await statusOf(byPayNow.orderNo)).toBe('unpaid');
    failure(
      await h.call(payBooking, { orderNo: byPayNow.orderNo }, byPayNow.token),
      200,
      ErrorCode.ORDER_NOT_PAYABLE,
    );
    expect(await statusOf(byPayNow.orderNo)).toBe('paid');
    expect(await sessionsOf(byPayNow.orderNo)).toBe(1);
    expect(await moneyOf(byPayNow.orderNo)).toEqual([{ kind: 'charge', amount: byPayNow.total }]);

    // A session on which no card was submitted: nothing recorded, asked again later; Pay now opens
    // a new session as usual.
    const [check] = await h.t.database.rows<{ status: string; later: boolean }>(
      sql`select status, run_at > now() + interval '4 minutes' as later from jobs
        where name = ${SESSION_CHECK_JOB} and key = ${abandoned.session.sessionId}`,
    );
    expect(check).toEqual({ status: 'pending', later: true });
    expect(await statusOf(abandoned.orderNo)).toBe('unpaid');
    expect(
      okResult(payBooking, await h.call(payBooking, { orderNo: abandoned.orderNo }, abandoned.token)).payment,
    ).toBeTruthy();
    expect(await sessionsOf(abandoned.orderNo)).toBe(2);
  });

  it('refunds a payment completed for an order that had expired, and tells the cardholder', async () => {
    const order = await unpaidOrder('reconcile-expired');
    const paid = await payNewCard(order.session);
    await h.t.database.rows(
      sql`update orders set pay_before = now() - interval '1 minute' where order_no = ${order.orderNo}`,
    );
    await h.t.app.services.bookings.expireUnpaid(order.orderNo);
    expect(await statusOf(order.orderNo)).toBe('expired');
    // The browser comes back late: refused as expired, but the money is recorded and owed back.
    failure(
      await h.call(finishBooking, { uuid: order.uuid, orderNo: order.orderNo, ...paid }, order.token),
      200,
      ErrorCode.BOOKING_EXPIRED,
    );
    expect(
      await charges().reportHostPayment({ paymentId: paid.paymentId, statusCategory: 'COMPLETED' }),
    ).toBe('recorded');
    await runJobsNow('bookings.refund');
    expect(await statusOf(order.orderNo)).toBe('expired');
    expect(await moneyOf(order.orderNo)).toEqual([
      { kind: 'charge', amount: order.total },
      { kind: 'refund', amount: order.total },
    ]);
    expect(await hostRefunded(paid.paymentId)).toBe(order.total);
    const shown = okResult(
      fastTrackOrder,
      await h.call(fastTrackOrder, { orderNo: order.orderNo }, order.token),
    );
    expect(shown).toMatchObject({
      status: 'expired',
      refunded: 0,
      refund: { status: 'refunded', amount: order.total },
    });
    const mails = (await subjectsTo(order.userId)).filter((mail) =>
      mail.subject.startsWith('Payment refunded'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('has been made');
  });

  it('refunds the second of two payments completed for one order: never taken twice', async () => {
    const order = await unpaidOrder('reconcile-twice');
    // A second session opened before either was paid (another tab).
    const second = okResult(
      payBooking,
      await h.call(payBooking, { orderNo: order.orderNo }, order.token),
    ).payment;
    const first = await payNewCard(order.session);
    const other = await payNewCard(second);
    const finish = (paid: { paymentId: string; mac: string }) =>
      h.call(finishBooking, { uuid: order.uuid, orderNo: order.orderNo, ...paid }, order.token);
    expect(okResult(finishBooking, await finish(first))).toMatchObject({ payFinish: true });
    failure(await finish(other), 200, ErrorCode.ORDER_NOT_PAYABLE);
    await runJobsNow('bookings.refund');
    expect(await moneyOf(order.orderNo)).toEqual([
      { kind: 'charge', amount: order.total },
      { kind: 'charge', amount: order.total },
      { kind: 'refund', amount: order.total },
    ]);
    expect(await hostRefunded(other.paymentId)).toBe(order.total);
    expect(await hostRefunded(first.paymentId)).toBe(0);
    expect(await statusOf(order.orderNo)).toBe('paid');
    const subjects = (await subjectsTo(order.userId)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Booking confirmed'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Payment refunded'))).toHaveLength(1);
  });
});
