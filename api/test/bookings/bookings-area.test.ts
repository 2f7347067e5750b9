import { ErrorCode, orderMsg } from '@portal/shared/contracts';
import { fastTrackOrder, fastTrackSpine } from '@portal/shared/contracts/fast-track';
import { orderList } from '@portal/shared/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laneByCode } from '../../src/services/fast-track/lane-catalogue';
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
import { type PaymentsHarness, startPaymentsHarness } from '../payments/harness';

const { orderReview, createOrder, finishBooking, cancelBooking, resendConfirmEmail } = fastTrackSpine;

describe.each(databaseTargets)('the bookings area (%s)', (target) => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness(target);
  });
  afterAll(() => h?.close());

  /** A covered one-passenger Fast Track booking `days` ahead. */
  const bookCovered = async (token: string, days: number) => {
    const { uuid } = await draftBooking(h, token, { passengers: 1, date: dateAhead(days) });
    return okResult(createOrder, await placeOrder(h, token, uuid, await proofFor(h, token, uuid)));
  };
  const list = async (token: string, tab: number, page = 1, pageSize = 10) =>
    okResult(orderList, await h.call(orderList, { tab, page, pageSize }, token));
  const badge = async (token: string) => okResult(orderMsg, await h.call(orderMsg, {}, token));

  it('lists each tab in its order, pages it, and only shows the caller’s orders', async () => {
    const { token } = await newCardholder(h, 'area-list');
    const stranger = await newCardholder(h, 'area-stranger');
    await bookCovered(stranger.token, 9);
    const later = await bookCovered(token, 30);
    const sooner = await bookCovered(token, 8);
    // A third, unpaid (the classic card's two uses are spent): Pending.
    const { uuid } = await draftBooking(h, token, { passengers: 1, date: dateAhead(12) });
    const unpaid = okResult(createOrder, await placeOrder(h, token, uuid, await proofFor(h, token, uuid)));
    expect(unpaid.status).toBe('unpaid');

    const upcoming = await list(token, 0);
    expect(upcoming.items.map((item) => item.orderNo)).toEqual([sooner.orderNo, later.orderNo]);
    expect(upcoming.total).toBe(2);
    expect(upcoming.items[0]).toMatchObject({
      type: 3,
      status: 'paid',
      airportCode: 'LHR',
      airportName: expect.stringContaining('Heathrow'),
      place: expect.stringContaining('Terminal 5'),
      timeZone: 'Europe/London',
      covered: true,
      unseen: true,
    });
    expect((await list(token, 3)).items.map((item) => item.orderNo)).toEqual([unpaid.orderNo]);
    expect((await list(token, 2)).items).toEqual([]);
    const firstPage = await list(token, 0, 1, 1);
    const secondPage = await list(token, 0, 2, 1);
    expect([firstPage.items[0]?.orderNo, secondPage.items[0]?.orderNo]).toEqual([
      sooner.orderNo,
      later.orderNo,
    ]);
    expect(firstPage.total).toBe(2);
    expect(await list(token, 0, 5, 1)).toMatchObject({ items: [], total: 2 });
    failure(await h.call(orderList, { tab: 4 }, token), 400, ErrorCode.BAD_REQUEST);
    failure(await h.call(orderList, { tab: 0, pageSize: 500 }, token), 400, ErrorCode.BAD_REQUEST);
  });

  it('counts status changes in the badge until the booking or its tab is opened', async () => {
    const { token } = await newCardholder(h, 'area-badge');
    const first = await bookCovered(token, 10);
    const second = await bookCovered(token, 11);
    expect(await badge(token)).toEqual({
      isUnread: true,
      unreadMsgNum: 2,
      pendingMsgNum: 0,
      cancelledMsgNum: 0,
    });
    okResult(fastTrackOrder, await h.call(fastTrackOrder, { orderNo: first.orderNo }, token));
    expect((await badge(token)).unreadMsgNum).toBe(1);
    okResult(cancelBooking, await h.call(cancelBooking, { orderNo: second.orderNo }, token));
    expect(await badge(token)).toMatchObject({ unreadMsgNum: 1, cancelledMsgNum: 1 });
    const cancelledTab = await list(token, 2);
    expect(cancelledTab.items).toEqual([expect.objectContaining({ orderNo: second.orderNo, unseen: true })]);
    expect(await badge(token)).toEqual({
      isUnread: false,
      unreadMsgNum: 0,
      pendingMsgNum: 0,
      cancelledMsgNum: 0,
    });
    expect((await list(token, 2)).items[0]?.unseen).toBe(false);
  });

  it('shows an order’s money and terms: the card that paid, the use, the refund, whether it can still be cancelled', async () => {
    const { token } = await newCardholder(h, 'area-detail');
    // Two passengers on the card's uses, the third paid.
    const { uuid } = await draftBooking(h, token, { passengers: 3 });
    const placed = okResult(createOrder, await placeOrder(h, token, uuid, await proofFor(h, token, uuid)));
    if (!placed.payment) throw new Error('no payment session');
    const paid = await payNewCard(placed.payment);
    okResult(finishBooking, await h.call(finishBooking, { uuid, orderNo: placed.orderNo, ...paid }, token));
    const detail = okResult(fastTrackOrder, await h.call(fastTrackOrder, { orderNo: placed.orderNo }, token));
    expect(detail).toMatchObject({
      status: 'paid',
      covered: true,
      payment: { brand: expect.stringContaining('Diners'), lastFour: '0004' },
      refunded: 0,
      refund: null,
      cancellation: { open: true, freeCancellationHours: 24, phone: expect.any(String) },
    });
    expect(detail.lines.map((line) => line.kind)).toEqual(['base', 'entitlement']);
    okResult(cancelBooking, await h.call(cancelBooking, { orderNo: placed.orderNo }, token));
    const after = okResult(fastTrackOrder, await h.call(fastTrackOrder, { orderNo: placed.orderNo }, token));
    expect(after).toMatchObject({
      status: 'cancelled',
      refunded: placed.total,
      refund: { status: 'refunded', amount: placed.total },
    });
  });

  it('cancels online until 24 hours before the service, and after that changes nothing and names the phone', async () => {
    const { token } = await newCardholder(h, 'area-deadline');
    const closing = await bookCovered(token, 9);
    const open = await bookCovered(token, 10);
    await h.t.database.rows(
      sql`update orders set service_at = now() + interval '24 hours' - interval '30 seconds' where order_no = ${closing.orderNo}`,
    );
    await h.t.database.rows(
      sql`update orders set service_at = now() + interval '24 hours' + interval '60 seconds' where order_no = ${open.orderNo}`,
    );
    const refused = await h.call(cancelBooking, { orderNo: closing.orderNo }, token);
    expect(refused.json()).toMatchObject({
      state: '0',
      errorCode: ErrorCode.CANCELLATION_CLOSED,
      result: { phone: expect.any(String) },
    });
    const detail = okResult(
      fastTrackOrder,
      await h.call(fastTrackOrder, { orderNo: closing.orderNo }, token),
    );
    expect(detail).toMatchObject({ status: 'paid', cancellation: { open: false } });
    expect(
      okResult(cancelBooking, await h.call(cancelBooking, { orderNo: open.orderNo }, token)),
    ).toMatchObject({
      status: 'cancelled',
      usesReturned: 1,
    });
    failure(await h.call(cancelBooking, { orderNo: 'FT-AAAAAA' }, token), 200, ErrorCode.NOT_FOUND);
  });

  it('resends the confirmation a few times per hour, only for a paid order of the caller', async () => {
    const { userId, token } = await newCardholder(h, 'area-resend');
    const mallory = await newCardholder(h, 'area-resend-other');
    const order = await bookCovered(token, 14);
    for (let i = 0; i < 3; i += 1) {
      okResult(resendConfirmEmail, await h.call(resendConfirmEmail, { orderNo: order.orderNo }, token));
    }
    const limited = await h.call(resendConfirmEmail, { orderNo: order.orderNo }, token);
    expect(limited.json()).toMatchObject({ state: '0', errorCode: ErrorCode.RATE_LIMITED });
    failure(
      await h.call(resendConfirmEmail, { orderNo: order.orderNo }, mallory.token),
      200,
      ErrorCode.NOT_FOUND,
    );
    await h.t.app.services.mail.flush();
    const [user] = await h.t.database.rows<{ email: string }>(
      sql`select email from users where id = ${userId}`,
    );
    const confirmations = h.t.app.services.mail.sent.filter(
      (mail) => mail.to === user?.email && mail.subject.startsWith('Booking confirmed'),
    );
    expect(confirmations).toHaveLength(4);
  });

  it('downloads a calendar file of the caller’s order only', async () => {
    const { token } = await newCardholder(h, 'area-ics');
    const mallory = await newCardholder(h, 'area-ics-other');
    const order = await bookCovered(token, 15);
    const ics = await h.t.app.inject({
      url: `/api/order/calendar?orderNo=${order.orderNo}`,
      headers: { authorization: token },
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain(`UID:${order.orderNo}@airport-services`);
    expect(ics.body).toContain('STATUS:CONFIRMED');
    // The entry lasts as long as the lane's slot.
    const stamp = (name: string) => {
      const [, d = ''] = new RegExp(`${name}:(\\d{8}T\\d{6})Z`).exec(ics.body) ?? [];
      return Date.parse(
        `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 11)}:${d.slice(11, 13)}:${d.slice(13)}Z`,
      );
    };
    const slotMinutes = laneByCode('LHR-T5-DEP')?.slotMinutes ?? 0;
    expect((stamp('DTEND') - stamp('DTSTART')) / 60_000).toBe(slotMinutes);
    const foreign = await h.t.app.inject({
      url: `/api/order/calendar?orderNo=${order.orderNo}`,
      headers: { authorization: mallory.token },
    });
    failure(foreign, 200, ErrorCode.NOT_FOUND);
  });

  it('reviews a placed booking as its order, and tells when the price changed since the review', async () => {
    const { token } = await newCardholder(h, 'area-review');
    await bookCovered(token, 16);
    const { uuid } = await draftBooking(h, token, { passengers: 1, date: dateAhead(17) });
    const review = okResult(orderReview, await h.call(orderReview, { uuid }, token));
    expect(review).toMatchObject({ total: 0, reason: 'covered' });
    // Meanwhile the last complimentary use goes to another booking.
    await bookCovered(token, 18);
    const placed = okResult(createOrder, await placeOrder(h, token, uuid, await proofFor(h, token, uuid)));
    expect(placed).toMatchObject({ status: 'unpaid', reason: 'noUsesLeft', priceChanged: true });
    // Try again: the review now answers the order itself.
    const again = okResult(orderReview, await h.call(orderReview, { uuid }, token));
    expect(again).toMatchObject({ total: placed.total, reason: 'noUsesLeft' });
  });

  it('completes orders whose service is over and expires unpaid ones past their time, in one sweep', async () => {
    const { token } = await newCardholder(h, 'area-sweep');
    const done = await bookCovered(token, 20);
    const stays = await bookCovered(token, 21);
    const { uuid } = await draftBooking(h, token, { passengers: 1, date: dateAhead(22) });
    const unpaid = okResult(createOrder, await placeOrder(h, token, uuid, await proofFor(h, token, uuid)));
    await h.t.database.rows(
      sql`update orders set service_at = now() - interval '2 hours' where order_no = ${done.orderNo}`,
    );
    await h.t.database.rows(
      sql`update orders set pay_before = now() - interval '1 minute' where order_no = ${unpaid.orderNo}`,
    );
    const swept = await h.t.app.services.bookings.sweep();
    expect(swept.completed).toBeGreaterThanOrEqual(1);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    const statuses = await h.t.database.rows<{ order_no: string; status: string }>(
      sql`select order_no, status from orders where order_no in (${done.orderNo}, ${stays.orderNo}, ${unpaid.orderNo})
        order by order_no`,
    );
    expect(Object.fromEntries(statuses.map((row) => [row.order_no, row.status]))).toEqual({
      [done.orderNo]: 'completed',
      [stays.orderNo]: 'paid',
      [unpaid.orderNo]: 'expired',
    });
    expect((await list(token, 1)).items.map((item) => item.status).sort()).toEqual(['completed', 'expired']);
    // Again: nothing left to do.
    const again = await h.t.app.services.bookings.sweep();
    expect(
      await h.t.database.rows(
        sql`select 1 from orders where order_no = ${done.orderNo} and status = 'completed'`,
      ),
    ).toHaveLength(1);
    expect(again.expired).toBe(0);
    const [job] = await h.t.database.rows<{ status: string }>(
      sql`select status from jobs where name = 'bookings.sweep'`,
    );
    expect(job?.status).toBe('pending');
  });
});
