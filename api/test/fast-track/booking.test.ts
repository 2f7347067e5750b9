import { ErrorCode } from '@portal/shared/contracts';
import {
  checkAvailable,
  fastTrackOrder,
  fastTrackSpine,
  laneDetail,
  queryLanesByAirport,
  saveFastTrackDetails,
  saveFastTrackPassengers,
  subscribeTimes,
  trafficSites,
  voucherPdf,
} from '@portal/shared/contracts/fast-track';
import { orderList } from '@portal/shared/contracts/orders';
import { createPaymentSession } from '@portal/shared/contracts/payments';
import {
  formatLocalDateTime,
  formatLocalTime,
  formatLocalTimeRange,
  zonedInstant,
} from '@portal/shared/time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voucherQr } from '../../src/services/fast-track/voucher-qr';
import { failure, okResult } from '../helpers/envelope';
import { readPdf } from '../helpers/read-pdf';
import { databaseTargets } from '../helpers/test-app';
import { type PaymentsHarness, startPaymentsHarness } from '../payments/harness';
import {
  dateAhead,
  dateAheadInYearOf,
  draftBooking,
  newCardholder,
  payNewCard,
  placeOrder,
  proofFor,
} from './harness';

const { orderReview, verifyPwd, createOrder, finishBooking, cancelBooking } = fastTrackSpine;

describe.each(databaseTargets)('Fast Track booking (%s)', (target) => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness(target);
  });
  afterAll(() => h?.close());

  const visitor = (contract: Parameters<PaymentsHarness['call']>[0], input: object) =>
    h.t.app.inject({ method: contract.method, url: `/api${contract.path}`, payload: input });
  const ordersOf = (userId: number) =>
    h.t.database.rows<{ order_no: string; status: string; total: number; entitlement_year: number | null }>(
      sql`select order_no, status, total, entitlement_year from orders where user_id = ${userId} order by id`,
    );
  /** The mail delivered to `to` so far (the outbox is flushed first). */
  const mailTo = async (to: string) => {
    await h.t.app.services.mail.flush();
    return h.t.app.services.mail.sent.filter((mail) => mail.to === to);
  };
  /** The cardholder's Fast Track uses left this year, as the lanes' search shows them. */
  /** Uses left in the programme year of `date` (default: this year). */
  const usesLeft = async (token: string, date?: string) =>
    okResult(
      queryLanesByAirport,
      await h.call(queryLanesByAirport, { airportCode: 'LHR', ...(date ? { date } : {}) }, token),
    ).cardInfo?.count;
  const emailOf = async (userId: number) =>
    (await h.t.database.rows<{ email: string }>(sql`select email from users where id = ${userId}`))[0]
      ?.email ?? '';

  it('lets a visitor search airports by code, city or name and see their lanes', async () => {
    const all = okResult(trafficSites, await visitor(trafficSites, {})).sites;
    expect(all.length).toBeGreaterThanOrEqual(25);
    for (const keyword of ['lhr', 'London', 'heathrow']) {
      const found = okResult(trafficSites, await visitor(trafficSites, { keyword })).sites.map((s) => s.code);
      expect(found, keyword).toContain('LHR');
    }
    const lanes = okResult(queryLanesByAirport, await visitor(queryLanesByAirport, { airportCode: 'LHR' }));
    expect(lanes.airport).toMatchObject({ code: 'LHR', timeZone: 'Europe/London' });
    expect(lanes.lanes.length).toBeGreaterThan(1);
    expect(lanes.cardInfo).toBeNull();
    expect(lanes.lanes[0]).not.toHaveProperty('capacityPerSlot');
    // Countries in the reader's language, found by their name in it or in English.
    const inSpanish = (input: object) =>
      h.t.app.inject({
        method: trafficSites.method,
        url: `/api${trafficSites.path}`,
        headers: { 'accept-language': 'es-ES' },
        payload: input,
      });
    for (const keyword of ['Reino Unido', 'United Kingdom']) {
      const sites = okResult(trafficSites, await inSpanish({ keyword })).sites;
      expect(
        sites.find((site) => site.code === 'LHR'),
        keyword,
      ).toMatchObject({ country: 'Reino Unido' });
    }
    expect(lanes.airport.country).toBe('United Kingdom');
    failure(await visitor(queryLanesByAirport, { airportCode: 'ZZZ' }), 200, ErrorCode.NOT_FOUND);
    failure(await visitor(laneDetail, { laneCode: 'LHR-T5-DEP' }), 200, ErrorCode.SESSION_EXPIRED);
  });

  it('shows a cardholder their complimentary uses and a lane’s slots with the seats left', async () => {
    const { token } = await newCardholder(h, 'ft-slots');
    const lanes = okResult(
      queryLanesByAirport,
      await h.call(queryLanesByAirport, { airportCode: 'LHR' }, token),
    );
    expect(lanes.cardInfo).toMatchObject({ count: 2, total: 2 });
    const detail = okResult(laneDetail, await h.call(laneDetail, { laneCode: 'LHR-T5-DEP' }, token));
    expect(detail.lane.code).toBe('LHR-T5-DEP');
    const day = okResult(
      subscribeTimes,
      await h.call(subscribeTimes, { laneCode: 'LHR-T5-DEP', date: dateAhead(10) }, token),
    );
    expect(day.timeZone).toBe('Europe/London');
    expect(day.slots.length).toBeGreaterThan(10);
    expect(day.slots.every((slot) => slot.bookable && slot.seatsLeft > 0)).toBe(true);
    const past = okResult(
      subscribeTimes,
      await h.call(subscribeTimes, { laneCode: 'LHR-T5-DEP', date: dateAhead(-2) }, token),
    );
    expect(past.slots.some((slot) => slot.bookable)).toBe(false);
    const first = day.slots[0];
    const check = okResult(
      checkAvailable,
      await h.call(
        checkAvailable,
        { laneCode: 'LHR-T5-DEP', date: dateAhead(10), time: first?.time ?? '', passengers: 2 },
        token,
      ),
    );
    expect(check).toEqual({ available: true, seatsLeft: first?.seatsLeft });
  });

  it('writes the mails in the language the cardholder books in, not the one they signed up in', async () => {
    const { userId, token } = await newCardholder(h, 'ft-language');
    const { uuid } = await draftBooking(h, token, { passengers: 1 });
    const proof = await proofFor(h, token, uuid);
    const placed = okResult(createOrder, await h.call(createOrder, { uuid, proof }, token, 'pt-BR'));
    const mails = await mailTo(await emailOf(userId));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Reserva confirmada: /);
    expect(mails[0]?.subject).toContain(placed.orderNo);
    const [user] = await h.t.database.rows<{ language: string }>(
      sql`select language from users where id = ${userId}`,
    );
    expect(user?.language).toBe('pt-BR');
  });

  it('writes the service time one way in the mail, the calendar file and the voucher, in the reader’s language', async () => {
    const { userId, token } = await newCardholder(h, 'ft-time-format');
    const { uuid } = await draftBooking(h, token, { passengers: 1 });
    const proof = await proofFor(h, token, uuid);
    const placed = okResult(createOrder, await h.call(createOrder, { uuid, proof }, token, 'pt-BR'));
    const order = okResult(fastTrackOrder, await h.call(fastTrackOrder, { orderNo: placed.orderNo }, token));
    const endsAt = zonedInstant(order.date, order.endTime, order.timeZone);
    const inPortuguese = formatLocalDateTime(order.serviceAt, order.timeZone, 'pt-BR');
    // 24-hour clock and the zone's name (BST in summer, not "GMT+1").
    expect(inPortuguese).toMatch(/, \d{2}:\d{2} (GMT|BST)$/);

    const [mail] = await mailTo(await emailOf(userId));
    expect(mail?.text).toContain(inPortuguese);
    const ics = String(mail?.attachments?.find((file) => file.filename.endsWith('.ics'))?.content);
    const description = ics
      .replace(/\r\n /g, '')
      .match(/^DESCRIPTION:(.*)$/m)?.[1]
      ?.replace(/\\(.)/g, '$1');
    expect(description).toContain(inPortuguese);
    expect(description).toContain(formatLocalTimeRange(order.serviceAt, endsAt, order.timeZone, 'pt-BR'));

    const voucher = await h.call(voucherPdf, { orderNo: placed.orderNo }, token, 'en-US');
    const text = (await readPdf(voucher.rawPayload)).text.replace(/\s+/g, ' ');
    const slot = formatLocalTimeRange(order.serviceAt, endsAt, order.timeZone, 'en-US');
    // The 12-hour clock in English: "Tue, Jul 16, 2030, 3:30 – 4:00 PM BST".
    expect(slot).toMatch(/\d{1,2}:\d{2} [AP]M (GMT|BST)$/);
    expect(text).toContain(slot);
    expect(text).toContain(formatLocalTime(endsAt, order.timeZone, 'en-US'));
  });

  it('books with a complimentary use: nothing charged, confirmed at once, mail with the calendar file', async () => {
    const { userId, token } = await newCardholder(h, 'ft-covered');
    const { uuid } = await draftBooking(h, token, { passengers: 1 });
    const review = okResult(orderReview, await h.call(orderReview, { uuid }, token));
    expect(review).toMatchObject({ total: 0, reason: 'covered', cardInfo: { count: 2, total: 2 } });
    expect(review.lines.map((line) => line.kind)).toEqual(['base', 'entitlement']);
    expect(review.cancellation.freeCancellationHours).toBe(24);

    // No proof, a made-up proof, a wrong password: nothing is placed.
    failure(await placeOrder(h, token, uuid, 'x'.repeat(32)), 200, ErrorCode.PROOF_REQUIRED);
    failure(
      await h.call(verifyPwd, { uuid, password: 'Wrong1234' }, token),
      200,
      ErrorCode.PASSWORD_INCORRECT,
    );
    expect(await ordersOf(userId)).toEqual([]);

    const proof = await proofFor(h, token, uuid);
    const placed = okResult(createOrder, await placeOrder(h, token, uuid, proof));
    expect(placed).toMatchObject({
      status: 'paid',
      total: 0,
      reason: 'covered',
      priceChanged: false,
      payment: null,
    });
    expect(placed.orderNo).toMatch(/^FT-[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    // The proof is used up; placing again with a new proof answers the same order.
    failure(await placeOrder(h, token, uuid, proof), 200, ErrorCode.PROOF_REQUIRED);
    const again = okResult(createOrder, await placeOrder(h, token, uuid, await proofFor(h, token, uuid)));
    expect(again.orderNo).toBe(placed.orderNo);
    expect(await ordersOf(userId)).toHaveLength(1);

    const lanes = okResult(
      queryLanesByAirport,
      await h.call(queryLanesByAirport, { airportCode: 'LHR' }, token),
    );
    expect(lanes.cardInfo).toMatchObject({ count: 1, total: 2 });
    const mails = await mailTo(await emailOf(userId));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('Booking confirmed')]);
    const ics = mails[0]?.attachments?.find((file) => file.filename === `${placed.orderNo}.ics`);
    expect(String(ics?.content)).toContain('BEGIN:VEVENT');
    expect(mails[0]?.text).toContain(placed.orderNo);
    expect(mails[0]?.text).toMatch(/GMT|BST/);

    const voucher = await h.call(voucherPdf, { orderNo: placed.orderNo }, token);
    expect(voucher.statusCode).toBe(200);
    expect(voucher.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(voucher.rawPayload);
    expect(pdf.qr).toMatch(new RegExp(`^${placed.orderNo}\\|V:[A-Z0-9]{4}-[A-Z0-9]{4}$`));
    expect(pdf.text).toContain('Núñez-A');
    expect(pdf.text).toContain('Fast Track voucher');
    const inSpanish = await h.t.app.inject({
      method: 'POST',
      url: '/api/cip/pdf-stream',
      headers: { authorization: token, 'accept-language': 'es-ES' },
      payload: { orderNo: placed.orderNo },
    });
    expect((await readPdf(inSpanish.rawPayload)).text).toContain('Bono Fast Track');

    const shown = okResult(fastTrackOrder, await h.call(fastTrackOrder, { orderNo: placed.orderNo }, token));
    expect(shown).toMatchObject({
      orderNo: placed.orderNo,
      status: 'paid',
      covered: true,
      timeZone: 'Europe/London',
    });
    expect(shown.passengers).toEqual([{ firstName: 'Zoë', lastName: 'Núñez-A' }]);
    expect(shown.lane.location).toMatch(/^Departures level/);
    // The page shows the same voucher code as the PDF: the same verification code, the same modules.
    expect(pdf.qr).toBe(`${placed.orderNo}|V:${shown.voucher?.verificationCode}`);
    expect(shown.voucher?.qr).toEqual(voucherQr(pdf.qr ?? ''));

    // The lane's words follow the reader's language: the search, the lane, the order and the list.
    const t5 = (lanes: { code: string; name: string; terminal: string; location: string }[]) =>
      lanes.find((lane) => lane.code === 'LHR-T5-DEP');
    expect(
      t5(
        okResult(
          queryLanesByAirport,
          await h.call(queryLanesByAirport, { airportCode: 'LHR' }, token, 'pt-BR,pt;q=0.9'),
        ).lanes,
      ),
    ).toMatchObject({
      name: 'Fast Track de Segurança',
      terminal: 'Terminal 5',
      location: expect.stringMatching(/^Nível de embarque, segurança norte/),
    });
    expect(
      t5(okResult(queryLanesByAirport, await visitor(queryLanesByAirport, { airportCode: 'LHR' })).lanes),
    ).toMatchObject({
      name: 'Fast Track Security',
      location: expect.stringMatching(/^Departures level, north security/),
    });
    expect(
      okResult(laneDetail, await h.call(laneDetail, { laneCode: 'LHR-T5-DEP' }, token, 'es')).lane,
    ).toMatchObject({
      name: 'Fast Track de Seguridad',
      location: expect.stringMatching(/^Planta de salidas, control norte/),
    });
    const inSpanishOrder = okResult(
      fastTrackOrder,
      await h.call(fastTrackOrder, { orderNo: placed.orderNo }, token, 'es-ES'),
    );
    expect(inSpanishOrder.place).toBe('Fast Track de Seguridad, Terminal 5');
    expect(inSpanishOrder.lane.location).toMatch(/^Planta de salidas/);
    const listed = async (language: string) =>
      okResult(
        orderList,
        await h.call(orderList, { tab: 0, page: 1, pageSize: 10 }, token, language),
      ).items.find((item) => item.orderNo === placed.orderNo)?.place;
    expect(await listed('en-US')).toBe('Fast Track Security, Terminal 5');
    expect(await listed('pt-BR')).toBe('Fast Track de Segurança, Terminal 5');
    expect(await listed('es-ES')).toBe('Fast Track de Seguridad, Terminal 5');
  });

  it('covers one passenger per use left and charges the others by card through 3-D Secure; finishing twice records one payment', async () => {
    const { userId, token } = await newCardholder(h, 'ft-paid');
    // Classic card: two uses, so two of the three passengers are covered.
    const { uuid } = await draftBooking(h, token, { passengers: 3 });
    const review = okResult(orderReview, await h.call(orderReview, { uuid }, token));
    const base = review.lines[0];
    const unit = base?.unitAmount ?? 0;
    expect(base).toMatchObject({ kind: 'base', quantity: 3 });
    expect(review.lines[1]).toEqual({
      kind: 'entitlement',
      amount: -2 * unit,
      quantity: 2,
      unitAmount: unit,
    });
    expect(review.total).toBe(unit);

    const placed = okResult(createOrder, await placeOrder(h, token, uuid, await proofFor(h, token, uuid)));
    expect(placed).toMatchObject({ status: 'unpaid', total: review.total, reason: 'covered' });
    if (!placed.payment) throw new Error('no payment session');
    expect(placed.payment.amount).toBe(review.total);
    const { paymentId, mac } = await payNewCard(placed.payment);
    const finish = () => h.call(finishBooking, { uuid, orderNo: placed.orderNo, paymentId, mac }, token);
    expect(okResult(finishBooking, await finish())).toEqual({ payFinish: true, orderNo: placed.orderNo });
    expect(okResult(finishBooking, await finish())).toEqual({ payFinish: true, orderNo: placed.orderNo });
    const charges = await h.t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from payments where order_reference = ${placed.orderNo} and kind = 'charge'`,
    );
    expect(charges[0]?.n).toBe(1);
    expect((await ordersOf(userId))[0]).toMatchObject({ status: 'paid', total: review.total });
    expect(await usesLeft(token)).toBe(0);

    const mallory = await newCardholder(h, 'ft-mallory');
    failure(
      await h.call(finishBooking, { uuid, orderNo: placed.orderNo, paymentId, mac }, mallory.token),
      200,
      ErrorCode.PAYMENT_NOT_VERIFIABLE,
    );
    failure(
      await h.call(fastTrackOrder, { orderNo: placed.orderNo }, mallory.token),
      200,
      ErrorCode.NOT_FOUND,
    );
    failure(
      await h.call(cancelBooking, { orderNo: placed.orderNo }, mallory.token),
      200,
      ErrorCode.NOT_FOUND,
    );
    failure(await h.call(voucherPdf, { orderNo: placed.orderNo }, mallory.token), 200, ErrorCode.NOT_FOUND);
  });

  it('answers a denied payment with payFinish false, and the same order can be paid again', async () => {
    const { token } = await newCardholder(h, 'ft-denied');
    const { uuid } = await draftBooking(h, token, { passengers: 3 });
    const placed = okResult(createOrder, await placeOrder(h, token, uuid, await proofFor(h, token, uuid)));
    if (!placed.payment) throw new Error('no payment session');
    const denied = await payNewCard(placed.payment, 'deny');
    expect(
      okResult(
        finishBooking,
        await h.call(finishBooking, { uuid, orderNo: placed.orderNo, ...denied }, token),
      ),
    ).toEqual({
      payFinish: false,
      orderNo: placed.orderNo,
    });
    // Try again: the same order, a new session.
    const retry = okResult(createOrder, await placeOrder(h, token, uuid, await proofFor(h, token, uuid)));
    expect(retry.orderNo).toBe(placed.orderNo);
    if (!retry.payment) throw new Error('no payment session');
    const paid = await payNewCard(retry.payment);
    expect(
      okResult(finishBooking, await h.call(finishBooking, { uuid, orderNo: placed.orderNo, ...paid }, token)),
    ).toMatchObject({
      payFinish: true,
    });
  });

  it('cancels within the policy: refunded through the host once, the uses and the seats given back', async () => {
    const { userId, token } = await newCardholder(h, 'ft-cancel');
    // Two passengers on the two uses, the third paid.
    const choice = await draftBooking(h, token, { passengers: 3 });
    const before = okResult(
      subscribeTimes,
      await h.call(subscribeTimes, { laneCode: choice.laneCode, date: choice.date }, token),
    );
    const seatsBefore = before.slots.find((slot) => slot.time === choice.time)?.seatsLeft ?? 0;
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
    const during = okResult(
      subscribeTimes,
      await h.call(subscribeTimes, { laneCode: choice.laneCode, date: choice.date }, token),
    );
    expect(during.slots.find((slot) => slot.time === choice.time)?.seatsLeft).toBe(seatsBefore - 3);
    expect(await usesLeft(token)).toBe(0);

    const cancelled = okResult(
      cancelBooking,
      await h.call(cancelBooking, { orderNo: placed.orderNo }, token),
    );
    expect(cancelled).toEqual({
      orderNo: placed.orderNo,
      status: 'cancelled',
      refunded: placed.total,
      currency: 'USD',
      usesReturned: 2,
    });
    const twice = okResult(cancelBooking, await h.call(cancelBooking, { orderNo: placed.orderNo }, token));
    expect(twice).toMatchObject({ refunded: placed.total, usesReturned: 0 });
    const refunds = await h.t.database.rows<{ amount: number }>(
      sql`select amount from payments where order_reference = ${placed.orderNo} and kind = 'refund'`,
    );
    expect(refunds).toEqual([{ amount: placed.total }]);
    const after = okResult(
      subscribeTimes,
      await h.call(subscribeTimes, { laneCode: choice.laneCode, date: choice.date }, token),
    );
    expect(after.slots.find((slot) => slot.time === choice.time)?.seatsLeft).toBe(seatsBefore);
    const lanes = okResult(
      queryLanesByAirport,
      await h.call(queryLanesByAirport, { airportCode: 'LHR' }, token),
    );
    expect(lanes.cardInfo).toMatchObject({ count: 2 });
    const subjects = (await mailTo(await emailOf(userId))).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Booking cancelled'))).toHaveLength(1);
  });

  it('expires an unpaid order whose time to pay has passed: its seats and uses come back', async () => {
    const { token } = await newCardholder(h, 'ft-expire');
    const choice = await draftBooking(h, token, { passengers: 3 });
    const seatsOf = async () =>
      okResult(
        subscribeTimes,
        await h.call(subscribeTimes, { laneCode: choice.laneCode, date: choice.date }, token),
      ).slots.find((slot) => slot.time === choice.time)?.seatsLeft;
    const seatsBefore = await seatsOf();
    const placed = okResult(
      createOrder,
      await placeOrder(h, token, choice.uuid, await proofFor(h, token, choice.uuid)),
    );
    expect(placed.status).toBe('unpaid');
    expect(await usesLeft(token)).toBe(0);
    const [job] = await h.t.database.rows<{ run_at: Date }>(
      sql`select run_at from jobs where name = 'bookings.expire-unpaid' and key = ${placed.orderNo}`,
    );
    expect(new Date(job?.run_at ?? 0).toISOString()).toBe(placed.payBefore);
    // Not yet due: nothing changes.
    expect(await h.t.app.services.bookings.expireUnpaid(placed.orderNo)).toEqual({
      runAgainAt: new Date(placed.payBefore ?? ''),
    });
    await h.t.database.rows(
      sql`update orders set pay_before = now() - interval '1 minute' where order_no = ${placed.orderNo}`,
    );
    await h.t.app.services.bookings.expireUnpaid(placed.orderNo);
    await h.t.app.services.bookings.expireUnpaid(placed.orderNo);
    const shown = okResult(fastTrackOrder, await h.call(fastTrackOrder, { orderNo: placed.orderNo }, token));
    expect(shown.status).toBe('expired');
    expect(shown.voucher).toBeNull();
    expect(await seatsOf()).toBe(seatsBefore);
    const lanes = okResult(
      queryLanesByAirport,
      await h.call(queryLanesByAirport, { airportCode: 'LHR' }, token),
    );
    expect(lanes.cardInfo).toMatchObject({ count: 2 });
    failure(await h.call(createPaymentSession, { orderNo: placed.orderNo }, token), 200, ErrorCode.NOT_FOUND);
  });

  it('covers only as many passengers as uses are left, and a cancel gives back exactly those', async () => {
    const { token } = await newCardholder(h, 'ft-last-use');
    // Spend one of the two uses on a one-passenger booking first, in the same programme year.
    const date = dateAhead(10);
    const first = await draftBooking(h, token, { passengers: 1, date: dateAheadInYearOf(date, 11) });
    okResult(createOrder, await placeOrder(h, token, first.uuid, await proofFor(h, token, first.uuid)));
    expect(await usesLeft(token, date)).toBe(1);

    const { uuid } = await draftBooking(h, token, { passengers: 3, date });
    const review = okResult(orderReview, await h.call(orderReview, { uuid }, token));
    const unit = review.lines[0]?.unitAmount ?? 0;
    expect(review).toMatchObject({ reason: 'covered', total: 2 * unit, cardInfo: { count: 1 } });
    expect(review.lines.slice(1)).toEqual([{ kind: 'entitlement', amount: -unit }]);
    const placed = okResult(createOrder, await placeOrder(h, token, uuid, await proofFor(h, token, uuid)));
    expect(placed).toMatchObject({
      status: 'unpaid',
      total: 2 * unit,
      reason: 'covered',
      priceChanged: false,
    });
    expect(await usesLeft(token, date)).toBe(0);

    const cancelled = okResult(
      cancelBooking,
      await h.call(cancelBooking, { orderNo: placed.orderNo }, token),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', refunded: 0, usesReturned: 1 });
    expect(await usesLeft(token, date)).toBe(1);
    // Again: nothing more comes back.
    expect(
      okResult(cancelBooking, await h.call(cancelBooking, { orderNo: placed.orderNo }, token)),
    ).toMatchObject({ usesReturned: 0 });
    expect(await usesLeft(token, date)).toBe(1);
  });

  it('confirms a booking whose every passenger is covered at once, and its cancel mails the uses returned', async () => {
    const { userId, token } = await newCardholder(h, 'ft-all-covered');
    const { uuid } = await draftBooking(h, token, { passengers: 2 });
    const review = okResult(orderReview, await h.call(orderReview, { uuid }, token));
    expect(review).toMatchObject({ total: 0, reason: 'covered' });
    expect(review.lines[1]).toMatchObject({ kind: 'entitlement', quantity: 2 });
    const placed = okResult(createOrder, await placeOrder(h, token, uuid, await proofFor(h, token, uuid)));
    expect(placed).toMatchObject({ status: 'paid', total: 0, payment: null });
    expect(await usesLeft(token)).toBe(0);
    // The bookings list says how many uses paid for it.
    const listed = okResult(orderList, await h.call(orderList, { tab: 0, page: 1, pageSize: 10 }, token));
    expect(listed.items.find((item) => item.orderNo === placed.orderNo)).toMatchObject({
      covered: true,
      uses: 2,
      total: 0,
    });

    const cancelled = okResult(
      cancelBooking,
      await h.call(cancelBooking, { orderNo: placed.orderNo }, token),
    );
    expect(cancelled).toMatchObject({ refunded: 0, usesReturned: 2 });
    expect(await usesLeft(token)).toBe(2);
    const mails = await mailTo(await emailOf(userId));
    const cancellation = mails.find((mail) => mail.subject.startsWith('Booking cancelled'));
    expect(cancellation?.text).toContain('The 2 complimentary uses of your card have been returned.');
  });

  it('counts wrong passwords at verify-pwd toward the login lock', async () => {
    const { token } = await newCardholder(h, 'ft-lock');
    const { uuid } = await draftBooking(h, token, { passengers: 1 });
    const wrong = () => h.call(verifyPwd, { uuid, password: 'Wrong1234' }, token);
    for (let i = 0; i < 4; i += 1) failure(await wrong(), 200, ErrorCode.PASSWORD_INCORRECT);
    await wrong();
    // Locked now: even the right password is refused, without a proof.
    const locked = await h.call(verifyPwd, { uuid, password: 'Sunny2day' }, token);
    expect(locked.json()).toMatchObject({ state: '0', errorCode: ErrorCode.ACCOUNT_LOCKED });
    expect(locked.json().result.lockSeconds).toBeGreaterThan(0);
  });

  it('refuses hostile and impossible bookings', async () => {
    const { token } = await newCardholder(h, 'ft-hostile');
    const mallory = await newCardholder(h, 'ft-hostile-other');
    const date = dateAhead(10);
    const details = { laneCode: 'LHR-T5-DEP', date, time: '10:00', passengers: 1, flightNumber: 'BA117' };
    // A slot in the past, one that is not a slot of the lane, too many passengers, unknown fields.
    failure(
      await h.call(saveFastTrackDetails, { ...details, date: dateAhead(-3) }, token),
      200,
      ErrorCode.SLOT_UNAVAILABLE,
    );
    failure(
      await h.call(saveFastTrackDetails, { ...details, time: '10:07' }, token),
      200,
      ErrorCode.SLOT_UNAVAILABLE,
    );
    failure(
      await h.call(saveFastTrackDetails, { ...details, passengers: 99 }, token),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(
      await h.call(saveFastTrackDetails, { ...details, userId: 1 } as never, token),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(
      await h.call(saveFastTrackDetails, { ...details, flightNumber: 'hello' }, token),
      400,
      ErrorCode.BAD_REQUEST,
    );

    const { uuid } = await draftBooking(h, token, { passengers: 2 });
    // Another user's draft: not theirs to fill, review, verify or place.
    const stranger = { uuid, passengers: [{ firstName: 'Mal', lastName: 'Lory' }] };
    failure(
      await h.call(saveFastTrackPassengers, stranger, mallory.token),
      200,
      ErrorCode.BOOKING_INCOMPLETE,
    );
    failure(await h.call(orderReview, { uuid }, mallory.token), 200, ErrorCode.BOOKING_INCOMPLETE);
    failure(
      await h.call(verifyPwd, { uuid, password: 'Sunny2day' }, mallory.token),
      200,
      ErrorCode.BOOKING_INCOMPLETE,
    );
    // The passengers must be as many as step 1 said.
    failure(
      await h.call(
        saveFastTrackPassengers,
        { uuid, passengers: [{ firstName: 'Ann', lastName: 'Lee' }] },
        token,
      ),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(
      await h.call(
        saveFastTrackPassengers,
        {
          uuid,
          passengers: [
            { firstName: '李', lastName: 'Lee' },
            { firstName: 'A', lastName: 'B' },
          ],
        },
        token,
      ),
      400,
      ErrorCode.BAD_REQUEST,
    );
  });
});
