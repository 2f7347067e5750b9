import { ErrorCode } from '@portal/shared/contracts';
import {
  fastTrackOrder,
  fastTrackSpine,
  queryLanesByAirport,
  subscribeTimes,
} from '@portal/shared/contracts/fast-track';
import { finishAddCard } from '@portal/shared/contracts/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentHost } from '../../src/providers/payment-host';
import { REFUND_JOB } from '../../src/services/bookings/booking-spine';
import { RETRY_DELAYS_MS } from '../../src/services/jobs/retry-schedule';
import { draftBooking, newCardholder, payNewCard, placeOrder, proofFor } from '../fast-track/harness';
import { failure, okResult } from '../helpers/envelope';
import { databaseTargets } from '../helpers/test-app';
import { type PaymentsHarness, startPaymentsHarness } from '../payments/harness';

const { createOrder, finishBooking, cancelBooking } = fastTrackSpine;

/**
 * Money is never lost or taken twice around a cancellation: the refund is owed in the cancel's
 * transaction and made by the host once, now or — when the host fails — later by the refund job;
 * the booking and the mail say which. A placement that cannot be paid leaves nothing behind.
 */
describe.each(databaseTargets)('refunds and failed placements (%s)', (target) => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness(target);
  });
  afterAll(() => h?.close());

  const mailTo = async (userId: number) => {
    const [user] = await h.t.database.rows<{ email: string }>(
      sql`select email from users where id = ${userId}`,
    );
    await h.t.app.services.mail.flush();
    return h.t.app.services.mail.sent.filter((mail) => mail.to === user?.email);
  };
  const refundsOf = (orderNo: string) =>
    h.t.database.rows<{ id: number; status: string; amount: number; told: string | null }>(
      sql`select id, status, amount, told from refunds where order_reference = ${orderNo} order by id`,
    );
  const movedBack = (orderNo: string) =>
    h.t.database.rows<{ amount: number }>(
      sql`select amount from payments where order_reference = ${orderNo} and kind = 'refund'`,
    );
  const refundedOnOrder = async (orderNo: string) =>
    (
      await h.t.database.rows<{ refunded_amount: number }>(
        sql`select refunded_amount from orders where order_no = ${orderNo}`,
      )
    )[0]?.refunded_amount;
  /** What the host itself says it refunded of the payment (asked through the portal's own client). */
  const hostRefunded = async (paymentId: string) =>
    (await createPaymentHost(h.t.config.payment).getPayment(paymentId))?.refundedAmount;

  /** A cardholder's Fast Track order for three, two passengers on the card's two uses, the third paid with a new card. */
  const paidOrder = async (label: string) => {
    const { userId, token } = await newCardholder(h, label);
    const choice = await draftBooking(h, token, { passengers: 3 });
    const placed = okResult(
      createOrder,
      await placeOrder(h, token, choice.uuid, await proofFor(h, token, choice.uuid)),
    );
    if (!placed.payment) throw new Error('no payment session');
    const paid = await payNewCard(placed.payment);
    okResult(
      finishBooking,
      await h.call(finishBooking, { uuid: choice.uuid, orderNo: placed.orderNo, ...paid }, token),
    );
    expect(placed.total).toBeGreaterThan(0);
    return { userId, token, orderNo: placed.orderNo, total: placed.total, paymentId: paid.paymentId };
  };

  it('makes the refund at once when the host answers, and says so', async () => {
    const order = await paidOrder('refund-now');
    const cancelled = okResult(
      cancelBooking,
      await h.call(cancelBooking, { orderNo: order.orderNo }, order.token),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', refunded: order.total, usesReturned: 2 });
    expect(await refundsOf(order.orderNo)).toEqual([
      expect.objectContaining({ status: 'refunded', amount: order.total, told: 'refunded' }),
    ]);
    expect(await movedBack(order.orderNo)).toEqual([{ amount: order.total }]);
    expect(await refundedOnOrder(order.orderNo)).toBe(order.total);
    expect(await hostRefunded(order.paymentId)).toBe(order.total);
    const shown = okResult(
      fastTrackOrder,
      await h.call(fastTrackOrder, { orderNo: order.orderNo }, order.token),
    );
    expect(shown).toMatchObject({
      refunded: order.total,
      refund: { status: 'refunded', amount: order.total },
    });
    const mails = await mailTo(order.userId);
    const cancelMails = mails.filter((mail) => mail.subject.startsWith('Booking cancelled'));
    expect(cancelMails).toHaveLength(1);
    expect(cancelMails[0]?.text).toContain(
      `Your refund of USD\u00a0${(order.total / 100).toFixed(2)} has been made`,
    );
    expect(mails.filter((mail) => mail.subject.startsWith('Refund made'))).toHaveLength(0);
  });

  it('owes the refund when the host fails, shows it pending, and makes it once when the job runs', async () => {
    const order = await paidOrder('refund-later');
    const amount = `USD\u00a0${(order.total / 100).toFixed(2)}`;
    await h.faults({ failStatus: 503 });
    try {
      const cancelled = okResult(
        cancelBooking,
        await h.call(cancelBooking, { orderNo: order.orderNo }, order.token),
      );
      expect(cancelled).toMatchObject({ status: 'cancelled', refunded: order.total, usesReturned: 2 });
      // A repeat answers the same and owes nothing more.
      const again = okResult(
        cancelBooking,
        await h.call(cancelBooking, { orderNo: order.orderNo }, order.token),
      );
      expect(again).toMatchObject({ status: 'cancelled', refunded: order.total, usesReturned: 0 });
      expect(await refundsOf(order.orderNo)).toEqual([
        expect.objectContaining({ status: 'pending', amount: order.total, told: 'pending' }),
      ]);
      expect(await movedBack(order.orderNo)).toEqual([]);
      expect(await refundedOnOrder(order.orderNo)).toBe(0);
      const shown = okResult(
        fastTrackOrder,
        await h.call(fastTrackOrder, { orderNo: order.orderNo }, order.token),
      );
      expect(shown).toMatchObject({
        status: 'cancelled',
        refunded: 0,
        refund: { status: 'pending', amount: order.total },
      });
      const mails = await mailTo(order.userId);
      const cancelMail = mails.find((mail) => mail.subject.startsWith('Booking cancelled'));
      expect(cancelMail?.text).toContain(`Your refund of ${amount} is on its way`);
      expect(cancelMail?.text).not.toContain('has been made');
      // The job is waiting for its turn; a pass while the host still fails changes nothing.
      const [job] = await h.t.database.rows<{ id: number; status: string }>(
        sql`select id, status from jobs where name = ${REFUND_JOB}
          and key = ${String((await refundsOf(order.orderNo))[0]?.id)}`,
      );
      expect(job?.status).toBe('pending');
      await h.t.database.rows(sql`update jobs set run_at = now() where id = ${job?.id}`);
      await h.t.app.services.jobs.runner.runDueOnce();
      expect((await refundsOf(order.orderNo))[0]?.status).toBe('pending');
      const [failed] = await h.t.database.rows<{
        status: string;
        last_error: string | null;
        attempts: number;
      }>(sql`select status, last_error, attempts from jobs where id = ${job?.id}`);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failed?.last_error).toBeTruthy();
    } finally {
      await h.faults({});
    }
    // The host is back: the job's next attempt makes the refund, once.
    await h.t.database.rows(
      sql`update jobs set run_at = now() where name = ${REFUND_JOB} and status = 'pending'`,
    );
    await h.t.app.services.jobs.runner.runDueOnce();
    await h.t.app.services.jobs.runner.runDueOnce();
    expect(await refundsOf(order.orderNo)).toEqual([
      expect.objectContaining({ status: 'refunded', amount: order.total, told: 'refunded' }),
    ]);
    expect(await movedBack(order.orderNo)).toEqual([{ amount: order.total }]);
    expect(await refundedOnOrder(order.orderNo)).toBe(order.total);
    expect(await hostRefunded(order.paymentId)).toBe(order.total);
    const shown = okResult(
      fastTrackOrder,
      await h.call(fastTrackOrder, { orderNo: order.orderNo }, order.token),
    );
    expect(shown).toMatchObject({
      refunded: order.total,
      refund: { status: 'refunded', amount: order.total },
    });
    const mails = await mailTo(order.userId);
    expect(mails.filter((mail) => mail.subject.startsWith('Booking cancelled'))).toHaveLength(1);
    const made = mails.filter((mail) => mail.subject.startsWith('Refund made'));
    expect(made).toHaveLength(1);
    expect(made[0]?.text).toContain(`Your refund of ${amount}`);
    expect(made[0]?.text).toContain('has been made');
  });

  it('never gives a refund up: past the last back-off step the job asks again later instead of dying', async () => {
    const order = await paidOrder('refund-never-dead');
    await h.faults({ failStatus: 503 });
    try {
      okResult(cancelBooking, await h.call(cancelBooking, { orderNo: order.orderNo }, order.token));
      const [refund] = await refundsOf(order.orderNo);
      // As if every step of the back-off had failed already: the next failure is the last one.
      await h.t.database.rows(
        sql`update jobs set attempts = ${RETRY_DELAYS_MS.length}, run_at = now()
          where name = ${REFUND_JOB} and key = ${String(refund?.id)}`,
      );
      await h.t.app.services.jobs.runner.runDueOnce();
      const [job] = await h.t.database.rows<{ status: string; attempts: number; later: boolean }>(
        sql`select status, attempts, run_at > now() + interval '5 hours' as later from jobs
          where name = ${REFUND_JOB} and key = ${String(refund?.id)}`,
      );
      expect(job).toEqual({ status: 'pending', attempts: 0, later: true });
      expect((await refundsOf(order.orderNo))[0]?.status).toBe('pending');
    } finally {
      await h.faults({});
    }
  });

  /** Seats left in the order's slot, and the complimentary uses left, as the cardholder sees them. */
  const holdings = async (token: string, choice: { laneCode: string; date: string; time: string }) => {
    const day = okResult(
      subscribeTimes,
      await h.call(subscribeTimes, { laneCode: choice.laneCode, date: choice.date }, token),
    );
    const lanes = okResult(
      queryLanesByAirport,
      await h.call(queryLanesByAirport, { airportCode: 'LHR' }, token),
    );
    return {
      seats: day.slots.find((slot) => slot.time === choice.time)?.seatsLeft,
      uses: lanes.cardInfo?.count,
    };
  };
  const ordersOf = (userId: number) =>
    h.t.database.rows<{ order_no: string }>(sql`select order_no from orders where user_id = ${userId}`);

  it('leaves no order, seat or use behind when the card is not the caller’s', async () => {
    const { userId, token } = await newCardholder(h, 'place-foreign-card');
    const other = await h.newUser('place-card-owner');
    const card = okResult(finishAddCard, await h.addCard(other.token, { number: '38520000023237' })).card;
    if (!card) throw new Error('card not added');
    const choice = await draftBooking(h, token, { passengers: 3 });
    const before = await holdings(token, choice);
    failure(
      await placeOrder(h, token, choice.uuid, await proofFor(h, token, choice.uuid), card.id),
      200,
      ErrorCode.CARD_NOT_FOUND,
    );
    expect(await ordersOf(userId)).toEqual([]);
    expect(await holdings(token, choice)).toEqual(before);
  });

  it('leaves no order, seat or use behind when the host is down, and places it once the host is back', async () => {
    const { userId, token } = await newCardholder(h, 'place-host-down');
    const choice = await draftBooking(h, token, { passengers: 3 });
    const before = await holdings(token, choice);
    await h.faults({ failStatus: 503 });
    try {
      failure(
        await placeOrder(h, token, choice.uuid, await proofFor(h, token, choice.uuid)),
        200,
        ErrorCode.PAYMENT_HOST_UNAVAILABLE,
      );
    } finally {
      await h.faults({});
    }
    expect(await ordersOf(userId)).toEqual([]);
    expect(await holdings(token, choice)).toEqual(before);
    const placed = okResult(
      createOrder,
      await placeOrder(h, token, choice.uuid, await proofFor(h, token, choice.uuid)),
    );
    expect(placed.status).toBe('unpaid');
    expect(placed.payment).not.toBeNull();
    expect(await ordersOf(userId)).toEqual([{ order_no: placed.orderNo }]);
    const during = await holdings(token, choice);
    expect(during).toEqual({ seats: (before.seats ?? 0) - 3, uses: (before.uses ?? 0) - 2 });
  });

  // Races need real concurrent transactions: PostgreSQL only (PGlite has one connection).
  if (target !== 'postgres') return;

  it('answers 10 concurrent cancels alike: one refund, no 5xx', async () => {
    const order = await paidOrder('refund-race');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => h.call(cancelBooking, { orderNo: order.orderNo }, order.token)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const results = answers.map((answer) => okResult(cancelBooking, answer));
    for (const result of results) {
      expect(result).toMatchObject({ orderNo: order.orderNo, status: 'cancelled', refunded: order.total });
    }
    expect(results.reduce((sum, result) => sum + result.usesReturned, 0)).toBe(2);
    expect(await refundsOf(order.orderNo)).toEqual([expect.objectContaining({ amount: order.total })]);
    // The cancel that changed the order asked the host at once.
    expect(await movedBack(order.orderNo)).toEqual([{ amount: order.total }]);
    expect(await refundedOnOrder(order.orderNo)).toBe(order.total);
    expect(await hostRefunded(order.paymentId)).toBe(order.total);
    const mails = await mailTo(order.userId);
    expect(mails.filter((mail) => mail.subject.startsWith('Booking cancelled'))).toHaveLength(1);
  });
});
