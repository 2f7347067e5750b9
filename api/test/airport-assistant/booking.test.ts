import { ErrorCode } from '@portal/shared/contracts';
import {
  airportAssistantOrder,
  airportAssistantSpine,
  assistantAirportList,
  checkAssistantAdditionalCharge,
  saveAssistantBookingDetails,
  saveAssistantPassengers,
  searchAssistantFlight,
  searchAssistantService,
} from '@portal/shared/contracts/airport-assistant';
import { orderList } from '@portal/shared/contracts/orders';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardLevels, users } from '../../src/db/schema';
import { catalogueAirportCodes } from '../../src/services/fast-track/lane-catalogue';
import { dateAhead, newCardholder, payNewCard } from '../fast-track/harness';
import { failure, okResult } from '../helpers/envelope';
import { databaseTargets } from '../helpers/test-app';
import { type PaymentsHarness, startPaymentsHarness } from '../payments/harness';
import {
  assistantProof,
  detailsFor,
  draftAssistant,
  flightAt,
  localAt,
  nextHoliday,
  nextSaturday,
  passengersFor,
  placeAssistant,
} from './harness';

const { orderReview, verifyPwd, createOrder, finishBooking, cancelBooking, resendConfirmEmail } =
  airportAssistantSpine;

describe.each(databaseTargets)('Airport Assistant booking (%s)', (target) => {
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
  const usesLeft = async (token: string) =>
    okResult(searchAssistantService, await h.call(searchAssistantService, { airportCode: 'LHR' }, token))
      .cardInfo;
  /** The failure's `result` (details), with the status and code checked. */
  const failureDetails = (response: LightMyRequestResponse, errorCode: number) => {
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: '0', errorCode });
    return response.json().result;
  };

  it('lists the airports served, and at one the offers and the cardholder’s complimentary uses', async () => {
    const { token } = await newCardholder(h, 'aa-offers');
    const { airports } = okResult(assistantAirportList, await h.call(assistantAirportList, {}, token));
    expect(airports.length).toBeGreaterThan(350);
    const codes = airports.map((airport) => airport.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(
      expect.arrayContaining([
        ...catalogueAirportCodes(),
        ...['LHR', 'JFK', 'GRU', 'GIG', 'MAD', 'BCN', 'LIS', 'CDG', 'FRA', 'DXB', 'SIN', 'HND'],
      ]),
    );
    expect(airports.find((airport) => airport.code === 'GRU')).toMatchObject({
      city: 'São Paulo',
      countryCode: 'BR',
      timeZone: 'America/Sao_Paulo',
    });

    const lhr = okResult(
      searchAssistantService,
      await h.call(searchAssistantService, { airportCode: 'LHR' }, token),
    );
    expect(lhr.airport).toMatchObject({ code: 'LHR', countryCode: 'GB', timeZone: 'Europe/London' });
    expect(lhr.offers).toHaveLength(16);
    expect(lhr.offers[0]).toMatchObject({ serviceType: 'domestic_arrival', level: 'vip', currency: 'USD' });
    // The classic card: one complimentary use a year.
    expect(lhr.cardInfo).toMatchObject({ count: 1, total: 1, level: 'Classic' });
    const nextYear = Number(dateAhead(0).slice(0, 4)) + 1;
    const later = okResult(
      searchAssistantService,
      await h.call(searchAssistantService, { airportCode: 'LHR', date: `${nextYear}-03-01` }, token),
    );
    expect(later.cardInfo.year).toBe(nextYear);
    failure(await h.call(searchAssistantService, { airportCode: 'ZZZ' }, token), 200, ErrorCode.NOT_FOUND);
    failure(await h.call(searchAssistantService, { airportCode: 'GKA' }, token), 200, ErrorCode.NOT_FOUND);
    const visitor = await h.t.app.inject({ method: 'GET', url: '/api/airport-assistant/airport-list' });
    failure(visitor, 200, ErrorCode.SESSION_EXPIRED);
  });

  it('finds the leg the service meets: landing at the airport for an arrival, leaving it for a departure', async () => {
    const { token } = await newCardholder(h, 'aa-flight');
    const date = dateAhead(9);
    const arriving = await flightAt(h, 'LHR', date, 'international_arrival', {
      from: '00:00',
      until: '23:59',
    });
    const found = okResult(
      searchAssistantFlight,
      await h.call(
        searchAssistantFlight,
        {
          flightNumber: arriving.flightNumber.replace(/^(..)/, '$1 ').toLowerCase(),
          date: arriving.date,
          airportCode: 'LHR',
          serviceType: 'international_arrival',
        },
        token,
      ),
    );
    expect(found.leg).toEqual(arriving.leg);
    expect(found.flight.legs).toContainEqual(arriving.leg);
    // The same flight does not leave LHR: not located for a departure there.
    const wrongWay = { flightNumber: arriving.flightNumber, date: arriving.date, airportCode: 'LHR' };
    failure(
      await h.call(searchAssistantFlight, { ...wrongWay, serviceType: 'international_departure' }, token),
      200,
      ErrorCode.FLIGHT_NOT_LOCATED,
    );
    failure(
      await h.call(
        searchAssistantFlight,
        { ...wrongWay, airportCode: 'GIG', serviceType: 'domestic_arrival' },
        token,
      ),
      200,
      ErrorCode.FLIGHT_NOT_LOCATED,
    );
    for (const flightNumber of ['ZZ123', 'BA9000']) {
      failure(
        await h.call(
          searchAssistantFlight,
          { flightNumber, date, airportCode: 'LHR', serviceType: 'international_arrival' },
          token,
        ),
        200,
        ErrorCode.FLIGHT_NOT_LOCATED,
      );
    }
    const leaving = await flightAt(h, 'MAD', date, 'international_departure');
    const departure = okResult(
      searchAssistantFlight,
      await h.call(
        searchAssistantFlight,
        {
          flightNumber: leaving.flightNumber,
          date: leaving.date,
          airportCode: 'MAD',
          serviceType: 'domestic_departure',
        },
        token,
      ),
    );
    expect(departure.leg.departure).toMatchObject({ code: 'MAD', timeZone: 'Europe/Madrid', date });
  });

  it('books with the complimentary use: nothing to pay, confirmed at once, mail with the calendar file', async () => {
    const { userId, token } = await newCardholder(h, 'aa-covered');
    const { uuid, details, leg, serviceAt } = await draftAssistant(h, token, { passengers: 1 });
    const review = okResult(orderReview, await h.call(orderReview, { uuid }, token));
    expect(review).toMatchObject({
      total: 0,
      reason: 'covered',
      currency: 'USD',
      cardInfo: { count: 1, total: 1 },
      serviceAt,
      timeZone: 'Europe/London',
    });
    expect(review.lines).toEqual([
      { kind: 'base', amount: 24_000, quantity: 1, unitAmount: 24_000 },
      { kind: 'entitlement', amount: -24_000 },
    ]);
    const charge = okResult(
      checkAssistantAdditionalCharge,
      await h.call(checkAssistantAdditionalCharge, { uuid }, token),
    );
    expect(charge).toEqual({ surcharges: [], currency: 'USD' });

    failure(await h.call(createOrder, { uuid, proof: 'x'.repeat(32) }, token), 200, ErrorCode.PROOF_REQUIRED);
    const placed = okResult(createOrder, await placeAssistant(h, token, uuid));
    expect(placed).toMatchObject({
      status: 'paid',
      total: 0,
      reason: 'covered',
      payment: null,
      priceChanged: false,
    });
    expect(placed.orderNo).toMatch(/^AA-[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    expect((await usesLeft(token)).count).toBe(0);

    const mails = await mailTo(userId);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Booking confirmed: Airport Assistant — VIP, International Arrival — .*Heathrow.* \\(${placed.orderNo}\\)$`,
        ),
      ),
    ]);
    expect(mails[0]?.text).toContain(leg.flightNumber);
    expect(mails[0]?.text).toContain('Ms Zoë Núñez');
    const ics = mails[0]?.attachments?.find((file) => file.filename === `${placed.orderNo}.ics`);
    expect(String(ics?.content)).toContain('BEGIN:VEVENT');

    const shown = okResult(
      airportAssistantOrder,
      await h.call(airportAssistantOrder, { orderNo: placed.orderNo }, token),
    );
    expect(shown).toMatchObject({
      orderNo: placed.orderNo,
      uuid,
      type: 2,
      status: 'paid',
      covered: true,
      total: 0,
      airportCode: 'LHR',
      airport: { code: 'LHR', timeZone: 'Europe/London' },
      serviceType: 'international_arrival',
      level: 'vip',
      serviceDate: details.serviceDate,
      serviceTime: details.serviceTime,
      flight: leg,
      ticketType: 'business',
      transportMode: 'private_car',
      luggage: 2,
      passengers: [{ firstName: 'Zoë', lastName: 'Núñez-A' }],
      bookingForOther: false,
      welcomeSign: 'Ms Zoë Núñez',
      notes: 'Travelling with a pushchair.',
      contact: { mobileNoPrefix: '+44', mobileNo: '7400123456', mobileCountry: 'United Kingdom' },
      payment: null,
      cancellation: { open: true, freeCancellationHours: 24 },
      // New to the user when first opened; opening it marks it seen.
      unseen: true,
    });
    const again = await h.call(airportAssistantOrder, { orderNo: placed.orderNo }, token);
    expect(okResult(airportAssistantOrder, again).unseen).toBe(false);
    expect(shown.features).toEqual(expect.arrayContaining(['greeting', 'immigrationEscort', 'lounge']));
    const { items } = okResult(orderList, await h.call(orderList, { tab: 0 }, token));
    expect(items).toEqual([
      expect.objectContaining({
        orderNo: placed.orderNo,
        type: 2,
        place: `VIP, International Arrival (${leg.flightNumber})`,
      }),
    ]);
    // The place in the reader's language, in the list and in the order.
    const listedIn = async (language: string) =>
      okResult(orderList, await h.call(orderList, { tab: 0 }, token, language)).items[0]?.place;
    expect(await listedIn('pt-BR')).toBe(`VIP, Chegada internacional (${leg.flightNumber})`);
    expect(await listedIn('es-ES')).toBe(`VIP, Llegada internacional (${leg.flightNumber})`);
    const inPortuguese = await h.call(airportAssistantOrder, { orderNo: placed.orderNo }, token, 'pt-BR');
    expect(okResult(airportAssistantOrder, inPortuguese).place).toBe(
      `VIP, Chegada internacional (${leg.flightNumber})`,
    );
    okResult(resendConfirmEmail, await h.call(resendConfirmEmail, { orderNo: placed.orderNo }, token));
    expect(await mailTo(userId)).toHaveLength(2);
    // The calendar entry, in the reader's language.
    const calendar = await h.t.app.inject({
      method: 'GET',
      url: `/api/order/calendar?orderNo=${placed.orderNo}`,
      headers: { authorization: token, 'accept-language': 'es-ES' },
    });
    expect(calendar.statusCode).toBe(200);
    // Long lines are folded at 75 octets wherever they fall: read them unfolded.
    const entry = calendar.body.replace(/\r\n /g, '');
    expect(entry).toContain('Asistencia en el Aeropuerto');
    expect(entry).toContain('Cartel de bienvenida: Ms Zoë Núñez');
  });

  it('gives the one complimentary use to one of two bookings placed at once, and prices the other', async () => {
    const { token } = await newCardholder(h, 'aa-race');
    const first = await draftAssistant(h, token);
    const second = await draftAssistant(h, token, {
      serviceType: 'international_departure',
      airportCode: 'MAD',
    });
    const proofs = await Promise.all([first, second].map(({ uuid }) => assistantProof(h, token, uuid)));
    const placed = await Promise.all(
      [first, second].map(({ uuid }, i) => h.call(createOrder, { uuid, proof: proofs[i] ?? '' }, token)),
    );
    const orders = placed.map((answer) => okResult(createOrder, answer));
    expect(orders.map((order) => order.reason).sort()).toEqual(['covered', 'noUsesLeft']);
    const priced = orders.find((order) => order.reason === 'noUsesLeft');
    expect(priced).toMatchObject({ status: 'unpaid', total: 24_000 });
    expect((await usesLeft(token)).count).toBe(0);
  });

  it('charges what one use does not cover by card; cancelling refunds it and returns the use', async () => {
    const { userId, token } = await newCardholder(h, 'aa-paid');
    const { uuid } = await draftAssistant(h, token, {
      passengers: 3,
      level: 'meet_assist',
      serviceType: 'domestic_arrival',
    });
    const review = okResult(orderReview, await h.call(orderReview, { uuid }, token));
    expect(review.lines).toEqual([
      { kind: 'base', amount: 9_500, quantity: 1, unitAmount: 9_500 },
      { kind: 'extraPassengers', amount: 9_000, quantity: 2, unitAmount: 4_500 },
      { kind: 'entitlement', amount: -9_500 },
    ]);
    expect(review).toMatchObject({ total: 9_000, reason: 'covered' });

    const placed = okResult(createOrder, await placeAssistant(h, token, uuid));
    expect(placed).toMatchObject({ status: 'unpaid', total: 9_000 });
    if (!placed.payment) throw new Error('no payment session');
    expect(placed.payment.amount).toBe(9_000);
    const { paymentId, mac } = await payNewCard(placed.payment);
    expect(
      okResult(
        finishBooking,
        await h.call(finishBooking, { uuid, orderNo: placed.orderNo, paymentId, mac }, token),
      ),
    ).toEqual({ payFinish: true, orderNo: placed.orderNo });
    const paid = okResult(
      airportAssistantOrder,
      await h.call(airportAssistantOrder, { orderNo: placed.orderNo }, token),
    );
    expect(paid).toMatchObject({ status: 'paid', total: 9_000, payment: { lastFour: '0004' } });
    expect((await usesLeft(token)).count).toBe(0);
    expect((await mailTo(userId)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Booking confirmed'),
    ]);

    const cancelled = okResult(
      cancelBooking,
      await h.call(cancelBooking, { orderNo: placed.orderNo }, token),
    );
    expect(cancelled).toEqual({
      orderNo: placed.orderNo,
      status: 'cancelled',
      refunded: 9_000,
      currency: 'USD',
      usesReturned: 1,
    });
    expect((await usesLeft(token)).count).toBe(1);
    const after = okResult(
      airportAssistantOrder,
      await h.call(airportAssistantOrder, { orderNo: placed.orderNo }, token),
    );
    expect(after).toMatchObject({ status: 'cancelled', refunded: 9_000 });
    expect((await mailTo(userId)).map((mail) => mail.subject)).toContainEqual(
      expect.stringContaining('Booking cancelled'),
    );
  });

  it('refuses another user’s draft and order', async () => {
    const { token } = await newCardholder(h, 'aa-owner');
    const mallory = await newCardholder(h, 'aa-mallory');
    const { uuid } = await draftAssistant(h, token, { passengers: 2 });
    failure(await h.call(orderReview, { uuid }, mallory.token), 200, ErrorCode.BOOKING_INCOMPLETE);
    failure(
      await h.call(checkAssistantAdditionalCharge, { uuid }, mallory.token),
      200,
      ErrorCode.BOOKING_INCOMPLETE,
    );
    failure(
      await h.call(saveAssistantPassengers, passengersFor(uuid, 2), mallory.token),
      200,
      ErrorCode.BOOKING_INCOMPLETE,
    );
    failure(
      await h.call(verifyPwd, { uuid, password: 'Sunny2day' }, mallory.token),
      200,
      ErrorCode.BOOKING_INCOMPLETE,
    );
    const { details } = await detailsFor(h);
    failure(
      await h.call(saveAssistantBookingDetails, { ...details, uuid }, mallory.token),
      200,
      ErrorCode.BOOKING_INCOMPLETE,
    );

    const placed = okResult(createOrder, await placeAssistant(h, token, uuid));
    for (const response of [
      await h.call(airportAssistantOrder, { orderNo: placed.orderNo }, mallory.token),
      await h.call(cancelBooking, { orderNo: placed.orderNo }, mallory.token),
      await h.call(resendConfirmEmail, { orderNo: placed.orderNo }, mallory.token),
    ]) {
      failure(response, 200, ErrorCode.NOT_FOUND);
    }
    // A Fast Track order number is not an Airport Assistant order, even the owner's.
    failure(await h.call(airportAssistantOrder, { orderNo: 'FT-ACDEFG' }, token), 200, ErrorCode.NOT_FOUND);
    // Placed: the draft takes no new steps.
    failure(
      await h.call(saveAssistantPassengers, passengersFor(uuid, 2), token),
      200,
      ErrorCode.BOOKING_INCOMPLETE,
    );
  });

  it('keeps to the flight and the 72 hours, and asks to confirm a service under an hour before take-off', async () => {
    const { token } = await newCardholder(h, 'aa-rules');
    const save = (input: object) => h.call(saveAssistantBookingDetails, input as never, token);

    // Tomorrow is too soon, whatever the flight.
    const soon = await detailsFor(h, { date: dateAhead(1), window: { from: '00:00', until: '23:59' } });
    expect(failureDetails(await save(soon.details), ErrorCode.BOOKING_TOO_SOON)).toEqual({ minHours: 72 });

    const arrival = await detailsFor(h);
    const before = localAt(arrival.leg.arrival.at, -5, arrival.timeZone);
    failure(await save({ ...arrival.details, ...before }), 200, ErrorCode.SERVICE_TIME_OFF_FLIGHT);
    const late = localAt(arrival.leg.arrival.at, 125, arrival.timeZone);
    failure(await save({ ...arrival.details, ...late }), 200, ErrorCode.SERVICE_TIME_OFF_FLIGHT);
    failure(await save({ ...arrival.details, flightNumber: 'BA9123' }), 200, ErrorCode.FLIGHT_NOT_LOCATED);
    failure(await save({ ...arrival.details, airportCode: 'GRU' }), 200, ErrorCode.FLIGHT_NOT_LOCATED);
    failure(
      await save({ ...arrival.details, serviceType: 'international_departure' }),
      200,
      ErrorCode.FLIGHT_NOT_LOCATED,
    );
    const edge = localAt(arrival.leg.arrival.at, 120, arrival.timeZone);
    const saved = okResult(saveAssistantBookingDetails, await save({ ...arrival.details, ...edge }));
    expect(Date.parse(saved.serviceAt) - Date.parse(arrival.leg.arrival.at)).toBe(120 * 60_000);

    const departure = await detailsFor(h, { airportCode: 'MAD', serviceType: 'international_departure' });
    const near = localAt(departure.leg.departure.at, -45, departure.timeZone);
    failure(await save({ ...departure.details, ...near }), 200, ErrorCode.NEAR_DEPARTURE_UNCONFIRMED);
    failure(
      await save({ ...departure.details, ...near, confirmNearDeparture: false }),
      200,
      ErrorCode.NEAR_DEPARTURE_UNCONFIRMED,
    );
    const confirmed = okResult(
      saveAssistantBookingDetails,
      await save({ ...departure.details, ...near, confirmNearDeparture: true }),
    );
    expect(confirmed.timeZone).toBe('Europe/Madrid');
    const early = localAt(departure.leg.departure.at, -365, departure.timeZone);
    failure(await save({ ...departure.details, ...early }), 200, ErrorCode.SERVICE_TIME_OFF_FLIGHT);
    const afterTakeOff = localAt(departure.leg.departure.at, 5, departure.timeZone);
    failure(
      await save({ ...departure.details, ...afterTakeOff, confirmNearDeparture: true }),
      200,
      ErrorCode.SERVICE_TIME_OFF_FLIGHT,
    );
  });

  it('names the surcharges of a draft: night, weekend, public holiday', async () => {
    const { token } = await newCardholder(h, 'aa-surcharges');
    const surchargesOf = async (choice: Parameters<typeof draftAssistant>[2]) => {
      const { uuid } = await draftAssistant(h, token, choice);
      const result = okResult(
        checkAssistantAdditionalCharge,
        await h.call(checkAssistantAdditionalCharge, { uuid }, token),
      );
      const review = okResult(orderReview, await h.call(orderReview, { uuid }, token));
      // The review charges them: the use covers only the base.
      const base = review.lines.find((line) => line.kind === 'base')?.amount ?? 0;
      expect(review.total).toBe(review.lines.reduce((sum, line) => sum + Math.max(0, line.amount), 0) - base);
      expect(review.lines.filter((line) => line.kind.endsWith('Surcharge'))).toEqual(result.surcharges);
      return result.surcharges;
    };
    const night = await surchargesOf({ window: { from: '21:30', until: '23:00' } });
    expect(night).toEqual([{ kind: 'nightSurcharge', amount: 12_000, percent: 50 }]);

    const saturday = nextSaturday();
    const weekend = await surchargesOf({ date: saturday, passengers: 2 });
    expect(weekend.map((line) => line.kind)).toContain('weekendSurcharge');
    expect(weekend.find((line) => line.kind === 'weekendSurcharge')).toEqual({
      kind: 'weekendSurcharge',
      amount: (24_000 + 12_000) / 2,
      percent: 50,
    });

    for (const [airportCode, country] of [
      ['LHR', 'GB'],
      ['GRU', 'BR'],
    ] as const) {
      const holiday = await nextHoliday(country);
      const lines = await surchargesOf({
        airportCode,
        date: holiday.date,
        window: { from: '08:00', until: '18:00' },
      });
      expect(
        lines.filter((line) => line.kind === 'holidaySurcharge'),
        airportCode,
      ).toEqual([
        { kind: 'holidaySurcharge', amount: 12_000, percent: 50, detail: holiday.names.join(', ') },
      ]);
    }
  });

  it('takes step 3 only with as many passengers as step 2 said and a valid contact number', async () => {
    const { token } = await newCardholder(h, 'aa-passengers');
    const { details } = await detailsFor(h, { passengers: 2 });
    const { uuid } = okResult(
      saveAssistantBookingDetails,
      await h.call(saveAssistantBookingDetails, details, token),
    );
    const step3 = passengersFor(uuid, 2);
    failure(await h.call(saveAssistantPassengers, passengersFor(uuid, 1), token), 400, ErrorCode.BAD_REQUEST);
    for (const bad of [{ mobileNo: '12' }, { mobileNo: '7400 1234567890' }, { mobileNoPrefix: '+999' }]) {
      const message = failure(
        await h.call(saveAssistantPassengers, { ...step3, ...bad }, token),
        400,
        ErrorCode.BAD_REQUEST,
      );
      expect(message).toBe("Invalid body field 'mobileNo': Number is invalid.");
    }
    failure(
      await h.call(
        saveAssistantPassengers,
        { ...step3, passengers: [{ firstName: '李', lastName: 'Lee' }, step3.passengers[1]] } as never,
        token,
      ),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(
      await h.call(saveAssistantPassengers, { ...step3, welcomeSign: ' ' }, token),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(await h.call(orderReview, { uuid }, token), 200, ErrorCode.BOOKING_INCOMPLETE);
    okResult(saveAssistantPassengers, await h.call(saveAssistantPassengers, step3, token));
    okResult(orderReview, await h.call(orderReview, { uuid }, token));
    // New details reset step 3.
    okResult(
      saveAssistantBookingDetails,
      await h.call(saveAssistantBookingDetails, { ...details, uuid, passengers: 3 }, token),
    );
    failure(await h.call(orderReview, { uuid }, token), 200, ErrorCode.BOOKING_INCOMPLETE);
    failure(await h.call(saveAssistantPassengers, step3, token), 400, ErrorCode.BAD_REQUEST);
    okResult(saveAssistantPassengers, await h.call(saveAssistantPassengers, passengersFor(uuid, 3), token));
    expect(okResult(orderReview, await h.call(orderReview, { uuid }, token)).lines[1]).toMatchObject({
      kind: 'extraPassengers',
      quantity: 2,
    });
    // A day that does not exist, unknown fields, hostile values.
    failure(
      await h.call(saveAssistantBookingDetails, { ...details, serviceDate: '2027-02-30' }, token),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(
      await h.call(saveAssistantBookingDetails, { ...details, passengers: 11 }, token),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(
      await h.call(saveAssistantBookingDetails, { ...details, luggage: -1 }, token),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(
      await h.call(saveAssistantBookingDetails, { ...details, userId: 1 } as never, token),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(
      await h.call(saveAssistantBookingDetails, { ...details, level: 'gold' } as never, token),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(
      await h.call(saveAssistantBookingDetails, { ...details, serviceTime: '24:00' }, token),
      400,
      ErrorCode.BAD_REQUEST,
    );
  });

  it('offers nothing to a card level without the agreement services, and stores nothing', async () => {
    const { userId, token } = await newCardholder(h, 'aa-no-programme');
    const { details } = await detailsFor(h);
    const { uuid } = okResult(
      saveAssistantBookingDetails,
      await h.call(saveAssistantBookingDetails, details, token),
    );
    const [level] = await h.t.database.db
      .insert(cardLevels)
      .values({
        programmeId: sql`(select id from programmes order by id limit 1)`,
        code: `no-agreement-${target}`,
        name: 'Basic',
        supportTransport: false,
        supportAgreement: false,
      })
      .returning({ id: cardLevels.id });
    await h.t.database.db.update(users).set({ cardLevelId: level?.id }).where(eq(users.id, userId));
    const drafts = async () =>
      (
        await h.t.database.rows<{ n: number }>(
          sql`select count(*)::int as n from booking_drafts where user_id = ${userId}`,
        )
      )[0]?.n;
    expect(await drafts()).toBe(1);
    for (const response of [
      await h.call(assistantAirportList, {}, token),
      await h.call(searchAssistantService, { airportCode: 'LHR' }, token),
      await h.call(saveAssistantBookingDetails, details, token),
      await h.call(saveAssistantPassengers, passengersFor(uuid, 1), token),
    ]) {
      failure(response, 200, ErrorCode.PROGRAM_UNAVAILABLE);
    }
    expect(await drafts()).toBe(1);
    failure(await h.call(orderReview, { uuid }, token), 200, ErrorCode.BOOKING_INCOMPLETE);
  });
});
