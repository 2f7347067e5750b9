import { ErrorCode } from '@portal/shared/contracts';
import { airportAssistantOrder, airportAssistantSpine } from '@portal/shared/contracts/airport-assistant';
import type { BookingSpine } from '@portal/shared/contracts/bookings';
import { fastTrackOrder, fastTrackSpine } from '@portal/shared/contracts/fast-track';
import { finishAddCard } from '@portal/shared/contracts/payments';
import { transportSpine } from '@portal/shared/contracts/transport';
import { sql } from 'drizzle-orm';
import { payInBrowser } from 'payment-sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftAssistant, placeAssistant } from '../airport-assistant/harness';
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
import { type PaymentsHarness, PORTAL_URL, startPaymentsHarness } from '../payments/harness';

/**
 * Pay now (`pay-booking`, the booking spine's call of every service): a new payment session for an
 * unpaid order whose card payment did not finish, with a saved card after the password re-check or
 * with a new card on the host's page; refused for what cannot be paid.
 */
const { createOrder, finishBooking, cancelBooking, payBooking, verifyPwd } = fastTrackSpine;
const SPINES: BookingSpine[] = [fastTrackSpine, airportAssistantSpine, transportSpine];

describe.each(databaseTargets)('paying an unpaid booking later (%s)', (target) => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness(target);
  });
  afterAll(() => h?.close());

  /** A Fast Track order of `passengers` (one per use left covered, the rest unpaid), its session left unused. */
  const placeUnpaid = async (token: string, passengers = 3, days = 12) => {
    const { uuid } = await draftBooking(h, token, { passengers, date: dateAhead(days) });
    const placed = okResult(createOrder, await placeOrder(h, token, uuid, await proofFor(h, token, uuid)));
    expect(placed).toMatchObject({ status: 'unpaid', payBefore: expect.any(String) });
    expect(placed.total).toBeGreaterThan(0);
    return placed;
  };
  const statusOf = async (token: string, orderNo: string) =>
    okResult(fastTrackOrder, await h.call(fastTrackOrder, { orderNo }, token)).status;
  const mailsTo = async (userId: number) => {
    const [user] = await h.t.database.rows<{ email: string }>(
      sql`select email from users where id = ${userId}`,
    );
    await h.t.app.services.mail.flush();
    return h.t.app.services.mail.sent.filter((mail) => mail.to === user?.email).map((mail) => mail.subject);
  };

  it('is one path per service, under its prefix', () => {
    expect(SPINES.map((spine) => spine.payBooking.path)).toEqual([
      '/cip/pay-booking',
      '/airport-assistant/pay-booking',
      '/transport/pay-booking',
    ]);
    for (const spine of SPINES)
      expect(h.t.app.hasRoute({ method: 'POST', url: `/api${spine.payBooking.path}` })).toBe(true);
  });

  it('pays with a saved card only after the password re-check, its proof used once', async () => {
    const { userId, token } = await newCardholder(h, 'pay-saved');
    const card = okResult(finishAddCard, await h.addCard(token, { number: '38520000023237' })).card;
    if (!card) throw new Error('card not added');
    const placed = await placeUnpaid(token, 3);
    const { orderNo, uuid } = placed;
    const pay = (input: { cardId?: number; proof?: string }) =>
      h.call(payBooking, { orderNo, ...input }, token);

    failure(await pay({ cardId: card.id }), 200, ErrorCode.PROOF_REQUIRED);
    failure(await pay({ cardId: card.id, proof: 'x'.repeat(32) }), 200, ErrorCode.PROOF_REQUIRED);
    // A card that is not the caller's (or is gone) is refused by the payments service.
    failure(
      await pay({ cardId: card.id + 10_000, proof: await proofFor(h, token, uuid) }),
      200,
      ErrorCode.CARD_NOT_FOUND,
    );
    // A wrong password gives no proof.
    failure(
      await h.call(verifyPwd, { uuid, password: 'Wrong-pass1' }, token),
      200,
      ErrorCode.PASSWORD_INCORRECT,
    );

    const proof = await proofFor(h, token, uuid);
    const opened = okResult(payBooking, await pay({ cardId: card.id, proof }));
    expect(opened).toMatchObject({
      orderNo,
      uuid,
      payment: { amount: placed.total, currency: placed.currency, returnUrl: `${PORTAL_URL}/` },
    });
    failure(await pay({ cardId: card.id, proof }), 200, ErrorCode.PROOF_REQUIRED);

    // The saved card's token is held by the session: the browser sends no card.
    const { returnUrl } = await payInBrowser(opened.payment, {}, 'approve', PORTAL_URL);
    const paymentId = returnUrl?.searchParams.get('paymentId') ?? '';
    const mac = returnUrl?.searchParams.get('mac') ?? '';
    expect(
      okResult(finishBooking, await h.call(finishBooking, { uuid, orderNo, paymentId, mac }, token)),
    ).toEqual({ payFinish: true, orderNo });
    const paid = okResult(fastTrackOrder, await h.call(fastTrackOrder, { orderNo }, token));
    expect(paid).toMatchObject({ status: 'paid', payBefore: null, payment: { lastFour: '3237' } });
    expect(await mailsTo(userId)).toEqual([expect.stringContaining('Booking confirmed')]);

    // Paid now: nothing more to pay, with either card.
    failure(await pay({}), 200, ErrorCode.ORDER_NOT_PAYABLE);
    failure(
      await pay({ cardId: card.id, proof: await proofFor(h, token, uuid) }),
      200,
      ErrorCode.ORDER_NOT_PAYABLE,
    );
  });

  it('pays with a new card on the host’s page, for any service (Airport Assistant here)', async () => {
    const { token } = await newCardholder(h, 'pay-new');
    const { uuid } = await draftAssistant(h, token, {
      passengers: 3,
      level: 'meet_assist',
      serviceType: 'domestic_arrival',
    });
    const placed = okResult(airportAssistantSpine.createOrder, await placeAssistant(h, token, uuid));
    expect(placed).toMatchObject({ status: 'unpaid', total: 9_000 });
    const { orderNo } = placed;
    // Another service's path does not find it.
    failure(await h.call(payBooking, { orderNo }, token), 200, ErrorCode.NOT_FOUND);

    const opened = okResult(
      airportAssistantSpine.payBooking,
      await h.call(airportAssistantSpine.payBooking, { orderNo }, token),
    );
    expect(opened).toMatchObject({ orderNo, uuid, payment: { amount: 9_000, currency: 'USD' } });
    expect(opened.payment.sessionId).not.toBe(placed.payment?.sessionId);
    const { paymentId, mac } = await payNewCard(opened.payment);
    expect(
      okResult(
        airportAssistantSpine.finishBooking,
        await h.call(airportAssistantSpine.finishBooking, { uuid, orderNo, paymentId, mac }, token),
      ),
    ).toEqual({ payFinish: true, orderNo });
    expect(
      okResult(airportAssistantOrder, await h.call(airportAssistantOrder, { orderNo }, token)),
    ).toMatchObject({ status: 'paid', total: 9_000, payment: { lastFour: '0004' } });
    failure(
      await h.call(airportAssistantSpine.payBooking, { orderNo }, token),
      200,
      ErrorCode.ORDER_NOT_PAYABLE,
    );
  });

  it('refuses another user’s or an unknown order, and one that is paid, cancelled or a request', async () => {
    const { token } = await newCardholder(h, 'pay-refused');
    const mallory = await newCardholder(h, 'pay-mallory');
    // One passenger, covered by a use: paid at once, nothing to pay.
    const covered = await draftBooking(h, token, { passengers: 1, date: dateAhead(13) });
    const paid = okResult(
      createOrder,
      await placeOrder(h, token, covered.uuid, await proofFor(h, token, covered.uuid)),
    );
    expect(paid.status).toBe('paid');
    const unpaid = await placeUnpaid(token);
    failure(await h.call(payBooking, { orderNo: unpaid.orderNo }, mallory.token), 200, ErrorCode.NOT_FOUND);
    failure(
      await h.call(
        payBooking,
        { orderNo: unpaid.orderNo, cardId: 1, proof: await proofFor(h, token, unpaid.uuid) },
        mallory.token,
      ),
      200,
      ErrorCode.NOT_FOUND,
    );
    failure(await h.call(payBooking, { orderNo: 'FT-AAAAAA' }, token), 200, ErrorCode.NOT_FOUND);
    const visitor = await h.t.app.inject({
      method: 'POST',
      url: `/api${payBooking.path}`,
      payload: { orderNo: unpaid.orderNo },
    });
    failure(visitor, 200, ErrorCode.SESSION_EXPIRED);
    expect(await statusOf(token, unpaid.orderNo)).toBe('unpaid');

    failure(await h.call(payBooking, { orderNo: paid.orderNo }, token), 200, ErrorCode.ORDER_NOT_PAYABLE);

    okResult(cancelBooking, await h.call(cancelBooking, { orderNo: unpaid.orderNo }, token));
    failure(await h.call(payBooking, { orderNo: unpaid.orderNo }, token), 200, ErrorCode.ORDER_NOT_PAYABLE);

    // A booking request's quotation is paid through its own call, not here.
    const request = await placeUnpaid(token, 3, 14);
    await h.t.database.rows(sql`update orders set is_normal = false where order_no = ${request.orderNo}`);
    failure(await h.call(payBooking, { orderNo: request.orderNo }, token), 200, ErrorCode.ORDER_NOT_PAYABLE);
  });

  it('expires an order past its time to pay instead of opening a payment, its use given back', async () => {
    const { token } = await newCardholder(h, 'pay-expired');
    const placed = await placeUnpaid(token, 3, 15);
    await h.t.database.rows(
      sql`update orders set pay_before = now() - interval '1 second' where order_no = ${placed.orderNo}`,
    );
    failure(await h.call(payBooking, { orderNo: placed.orderNo }, token), 200, ErrorCode.BOOKING_EXPIRED);
    expect(await statusOf(token, placed.orderNo)).toBe('expired');
    const [use] = await h.t.database.rows<{ entitlement_year: number | null }>(
      sql`select entitlement_year from orders where order_no = ${placed.orderNo}`,
    );
    expect(use?.entitlement_year).not.toBeNull();
    // Asked again (a second tab): still expired, with a saved card and proof too.
    failure(
      await h.call(
        payBooking,
        { orderNo: placed.orderNo, cardId: 1, proof: await proofFor(h, token, placed.uuid) },
        token,
      ),
      200,
      ErrorCode.BOOKING_EXPIRED,
    );
  });

  it('validates its input by the shared contract on every service, without a trace of the code', async () => {
    const { token } = await newCardholder(h, 'pay-hostile');
    const good = { orderNo: 'FT-AAAAAA', cardId: 1, proof: 'x'.repeat(32) };
    const hostile: Array<Record<string, unknown>> = [
      {},
      { ...good, extra: 'x' },
      { ...good, orderNo: 'FT-0000' },
      { ...good, orderNo: "FT-AAAAAA' or 1=1 --" },
      { ...good, orderNo: 'ab\u0000cd' },
      { ...good, orderNo: 42 },
      { ...good, cardId: 'many' },
      { ...good, cardId: 1.5 },
      { ...good, cardId: -1 },
      { ...good, proof: 'short' },
      { ...good, proof: 'x'.repeat(5_000) },
      { ...good, proof: { $ne: null } },
    ];
    for (const spine of SPINES) {
      for (const payload of hostile) {
        const response = await h.t.app.inject({
          method: 'POST',
          url: `/api${spine.payBooking.path}`,
          headers: { authorization: token, channel: 'web' },
          payload,
        });
        const label = `${spine.payBooking.path} ${JSON.stringify(payload).slice(0, 80)}`;
        expect(response.statusCode, label).toBe(400);
        expect(response.json(), label).toMatchObject({ state: '0', errorCode: ErrorCode.BAD_REQUEST });
        expect(response.body, label).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|stack/i);
      }
    }
  });
});
