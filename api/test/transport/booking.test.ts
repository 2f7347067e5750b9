import { ErrorCode, OPERATOR_KEY_HEADER } from '@portal/shared/contracts';
import { finishAddCard } from '@portal/shared/contracts/payments';
import {
  checkOverKmCharge,
  saveTransportPassenger,
  searchTransportCars,
  searchTransportFlight,
  selectTransportCar,
  setTransportFleet,
  transportAirportList,
  transportOrder,
  transportSpine,
} from '@portal/shared/contracts/transport';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { payInBrowser } from 'payment-sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_KEY } from '../../src/config';
import { dateAhead, newCardholder, payNewCard } from '../fast-track/harness';
import { failure, okResult } from '../helpers/envelope';
import { type PaymentsHarness, PORTAL_URL, startPaymentsHarness } from '../payments/harness';
import {
  draftTransport,
  flightAt,
  installTestPlaces,
  passengerFor,
  placeTransport,
  transportCardholder,
  tripFor,
} from './harness';

const { orderReview, createOrder, finishBooking, cancelBooking } = transportSpine;

// One app on PGlite for the whole file; the race for the last car runs on PostgreSQL (races.test.ts).
describe('Transport booking (pglite)', () => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness('pglite');
    installTestPlaces(h);
  });
  afterAll(() => h?.close());

  const setFleet = (airportCode: string, carType: string, cars: number) =>
    h.t.app.inject({
      method: 'POST',
      url: `/api${setTransportFleet.path}`,
      headers: { [OPERATOR_KEY_HEADER]: DEV_OPERATOR_KEY },
      payload: { airportCode, carType, cars },
    });
  const failureDetails = (response: LightMyRequestResponse, errorCode: number) => {
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: '0', errorCode });
    return response.json().result;
  };
  const mailTo = async (email: string) => {
    await h.t.app.services.mail.flush();
    return h.t.app.services.mail.sent.filter((mail) => mail.to === email);
  };
  const emailOf = async (userId: number) =>
    (await h.t.database.rows<{ email: string }>(sql`select email from users where id = ${userId}`))[0]
      ?.email ?? '';

  it('lists the served airports with their currency, finds the flight’s leg, and refuses a card level without transport', async () => {
    const { token } = await transportCardholder(h, 'tr-list');
    const { airports } = okResult(transportAirportList, await h.call(transportAirportList, {}, token));
    expect(airports.length).toBeGreaterThanOrEqual(40);
    expect(airports.map((a) => a.code)).toEqual(
      expect.arrayContaining(['LHR', 'LGW', 'CDG', 'JFK', 'MAD', 'GRU']),
    );
    expect(airports.find((a) => a.code === 'LHR')).toMatchObject({
      timeZone: 'Europe/London',
      currency: 'USD',
    });
    expect(airports.map((a) => a.code)).not.toContain('MAN');

    const date = dateAhead(9);
    const arriving = await flightAt(h, 'LHR', date, 'fromAirport');
    const query = { flightNumber: arriving.flightNumber, date: arriving.date, airportCode: 'LHR' };
    const found = okResult(
      searchTransportFlight,
      await h.call(searchTransportFlight, { ...query, direction: 'fromAirport' }, token),
    );
    expect(found.leg).toEqual(arriving.leg);
    failure(
      await h.call(searchTransportFlight, { ...query, direction: 'toAirport' }, token),
      200,
      ErrorCode.FLIGHT_NOT_LOCATED,
    );
    failure(
      await h.call(
        searchTransportFlight,
        { ...query, flightNumber: 'ZZ123', direction: 'fromAirport' },
        token,
      ),
      200,
      ErrorCode.FLIGHT_NOT_LOCATED,
    );

    const classic = await newCardholder(h, 'tr-classic');
    failure(await h.call(transportAirportList, {}, classic.token), 200, ErrorCode.PROGRAM_UNAVAILABLE);
    const { input } = await tripFor(h);
    failure(await h.call(searchTransportCars, input, classic.token), 200, ErrorCode.PROGRAM_UNAVAILABLE);
    const visitor = await h.t.app.inject({ method: 'POST', url: '/api/transport/airport-list', payload: {} });
    failure(visitor, 200, ErrorCode.SESSION_EXPIRED);
  });

  it('answers the trip and the cars that take the group, priced on the road distance', async () => {
    const { token } = await transportCardholder(h, 'tr-search');
    const { input, leg, timeZone } = await tripFor(h, { adults: 2, luggage: 2 });
    const found = okResult(searchTransportCars, await h.call(searchTransportCars, input, token));
    expect(found.request).toBeNull();
    expect(found.trip).toMatchObject({
      airportCode: 'LHR',
      direction: 'fromAirport',
      standardKm: 40,
      maxKm: 200,
      timeZone,
      leg,
      from: { id: 'airport:LHR', airportCode: 'LHR' },
      to: { id: 'poi:near-LHR', airportCode: null },
    });
    expect(found.trip.distanceKm).toBeGreaterThan(15);
    expect(found.trip.distanceKm).toBeLessThanOrEqual(40);
    expect(found.cars.map((car) => car.carType)).toEqual(['economy', 'business', 'first', 'van']);
    expect(found.cars[0]).toEqual({
      carType: 'economy',
      passengers: 3,
      luggage: 2,
      basePrice: 6_000,
      extraMileage: 0,
      price: 6_000,
      currency: 'USD',
    });
    // Four people or three bags: only the cars that take them.
    const four = okResult(
      searchTransportCars,
      await h.call(searchTransportCars, { ...input, adults: 3, children: 1 }, token),
    );
    expect(four.cars.map((car) => car.carType)).toEqual(['van']);
    const bags = okResult(
      searchTransportCars,
      await h.call(searchTransportCars, { ...input, luggage: 3 }, token),
    );
    expect(bags.cars.map((car) => car.carType)).toEqual(['business', 'first', 'van']);

    // The other way: to the airport, before take-off.
    const toAirport = await tripFor(h, { direction: 'toAirport', airportCode: 'MAD' });
    const out = okResult(searchTransportCars, await h.call(searchTransportCars, toAirport.input, token));
    expect(out.trip).toMatchObject({ direction: 'toAirport', airportCode: 'MAD', timeZone: 'Europe/Madrid' });
    expect(out.trip.leg.departure.code).toBe('MAD');

    // Beyond the standard distance: extra mileage at each car's rate.
    const mid = await tripFor(h, { other: 'poi:mid-LHR' });
    const far = okResult(searchTransportCars, await h.call(searchTransportCars, mid.input, token));
    const extraKm = far.trip.distanceKm - 40;
    expect(extraKm).toBeGreaterThan(0);
    expect(far.cars.find((car) => car.carType === 'first')).toMatchObject({
      basePrice: 14_000,
      extraMileage: extraKm * 300,
      price: 14_000 + extraKm * 300,
    });
    expect(
      okResult(checkOverKmCharge, await h.call(checkOverKmCharge, { uuid: far.uuid, carType: 'van' }, token)),
    ).toEqual({
      distanceKm: far.trip.distanceKm,
      standardKm: 40,
      extraKm,
      ratePerKm: 220,
      charge: extraKm * 220,
      currency: 'USD',
    });
  });

  it('keeps the rules: one end an airport, the maximum distance, the flight, 48 hours, the flight’s times', async () => {
    const { token } = await transportCardholder(h, 'tr-rules');
    const { input, leg, timeZone } = await tripFor(h);
    const call = (patch: Partial<typeof input>) => h.call(searchTransportCars, { ...input, ...patch }, token);
    failure(await call({ from: 'city:nowhere', to: 'poi:near-LHR' }), 200, ErrorCode.ONE_END_AIRPORT);
    expect(failure(await call({ to: 'poi:unknown-place' }), 400, ErrorCode.BAD_REQUEST)).toContain("'to'");
    expect(failure(await call({ from: 'airport:ZZZ' }), 400, ErrorCode.BAD_REQUEST)).toContain("'from'");
    expect(failureDetails(await call({ to: 'poi:far-LHR' }), ErrorCode.MILEAGE_EXCEEDED)).toEqual({
      maxKm: 200,
    });
    failure(await call({ flightNumber: 'ZZ123' }), 200, ErrorCode.FLIGHT_NOT_LOCATED);
    failure(await call({ pickupDate: '2026-02-30' }), 400, ErrorCode.BAD_REQUEST);

    // Before the landing, or more than 6 hours after it.
    const at = (minutes: number) => {
      const local = new Date(Date.parse(leg.arrival.at) + minutes * 60_000);
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }).formatToParts(local);
      const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
      return {
        pickupDate: `${get('year')}-${get('month')}-${get('day')}`,
        pickupTime: `${get('hour')}:${get('minute')}`,
      };
    };
    failure(await call(at(-1)), 200, ErrorCode.SERVICE_TIME_OFF_FLIGHT);
    failure(await call(at(361)), 200, ErrorCode.SERVICE_TIME_OFF_FLIGHT);
    okResult(searchTransportCars, await call(at(0)));
    okResult(searchTransportCars, await call(at(360)));

    // Under 48 hours ahead: the flight lands tomorrow.
    const soon = await tripFor(h, { date: dateAhead(1), window: { from: '00:00', until: '23:59' } });
    expect(
      failureDetails(await h.call(searchTransportCars, soon.input, token), ErrorCode.BOOKING_TOO_SOON),
    ).toEqual({
      minHours: 48,
    });

    // To the airport: not after take-off nor over 12 hours before; under 2 hours only confirmed.
    const dep = await tripFor(h, { direction: 'toAirport', offsetMinutes: -90 });
    failure(await h.call(searchTransportCars, dep.input, token), 200, ErrorCode.NEAR_DEPARTURE_UNCONFIRMED);
    okResult(
      searchTransportCars,
      await h.call(searchTransportCars, { ...dep.input, confirmNearDeparture: true }, token),
    );
    const late = await tripFor(h, { direction: 'toAirport', offsetMinutes: 5 });
    failure(
      await h.call(searchTransportCars, { ...late.input, confirmNearDeparture: true }, token),
      200,
      ErrorCode.SERVICE_TIME_OFF_FLIGHT,
    );
    const early = await tripFor(h, { direction: 'toAirport', offsetMinutes: -721 });
    failure(await h.call(searchTransportCars, early.input, token), 200, ErrorCode.SERVICE_TIME_OFF_FLIGHT);
  });

  it('answers a booking request instead of cars outside the served airports or beyond every car', async () => {
    const { token } = await transportCardholder(h, 'tr-request');
    const outside = await tripFor(h, { airportCode: 'MAN' });
    const man = okResult(searchTransportCars, await h.call(searchTransportCars, outside.input, token));
    expect(man).toMatchObject({ cars: [], request: { reason: 'outsideServedArea' } });
    const { input } = await tripFor(h);
    const group = okResult(
      searchTransportCars,
      await h.call(searchTransportCars, { ...input, adults: 6, children: 2 }, token),
    );
    expect(group).toMatchObject({ cars: [], request: { reason: 'groupTooLarge' } });
    const bags = okResult(
      searchTransportCars,
      await h.call(searchTransportCars, { ...input, luggage: 8 }, token),
    );
    expect(bags).toMatchObject({ cars: [], request: { reason: 'luggageTooLarge' } });
    // A request has no car to select; passenger details go straight in.
    failure(
      await h.call(selectTransportCar, { uuid: bags.uuid, carType: 'van' }, token),
      400,
      ErrorCode.BAD_REQUEST,
    );
    okResult(saveTransportPassenger, await h.call(saveTransportPassenger, passengerFor(bags.uuid), token));
    failure(await h.call(orderReview, { uuid: bags.uuid }, token), 200, ErrorCode.BOOKING_INCOMPLETE);
  });

  it('offers only the cars still free at that airport and hour (the fleet an operator sets)', async () => {
    const { token } = await transportCardholder(h, 'tr-fleet');
    const { input } = await tripFor(h, { airportCode: 'CDG' });
    expect((await setFleet('CDG', 'economy', 0)).json()).toMatchObject({
      state: '1',
      result: { airportCode: 'CDG', carType: 'economy', cars: 0 },
    });
    failure(await setFleet('MAN', 'economy', 1), 200, ErrorCode.NOT_FOUND);
    const found = okResult(searchTransportCars, await h.call(searchTransportCars, input, token));
    expect(found.cars.map((car) => car.carType)).toEqual(['business', 'first', 'van']);
    failure(
      await h.call(selectTransportCar, { uuid: found.uuid, carType: 'economy' }, token),
      200,
      ErrorCode.CAR_TYPE_UNAVAILABLE,
    );
    // A car that does not take the group or its luggage.
    const heavy = okResult(
      searchTransportCars,
      await h.call(searchTransportCars, { ...input, luggage: 3 }, token),
    );
    failure(
      await h.call(selectTransportCar, { uuid: heavy.uuid, carType: 'economy' }, token),
      400,
      ErrorCode.BAD_REQUEST,
    );
    // Four people: only a van takes them; none left means no cars at all.
    await setFleet('CDG', 'van', 0);
    failure(
      await h.call(searchTransportCars, { ...input, adults: 4 }, token),
      200,
      ErrorCode.NO_CARS_AVAILABLE,
    );

    // The last business car of that hour: taken by a booking, then given back by its cancellation.
    await setFleet('CDG', 'business', 1);
    const first = await transportCardholder(h, 'tr-fleet-a');
    const booked = await draftTransport(h, first.token, { airportCode: 'CDG', carType: 'business' });
    const second = await transportCardholder(h, 'tr-fleet-b');
    const waiting = await draftTransport(h, second.token, { airportCode: 'CDG', carType: 'business' });
    const placed = okResult(createOrder, await placeTransport(h, first.token, booked.uuid));
    expect(placed.status).toBe('paid');
    failure(await placeTransport(h, second.token, waiting.uuid), 200, ErrorCode.CAR_TYPE_UNAVAILABLE);
    const again = okResult(
      searchTransportCars,
      await h.call(searchTransportCars, booked.input, second.token),
    );
    expect(again.cars.map((car) => car.carType)).toEqual(['first']);
    okResult(cancelBooking, await h.call(cancelBooking, { orderNo: placed.orderNo }, first.token));
    okResult(createOrder, await placeTransport(h, second.token, waiting.uuid));
  });

  it('resets the later steps when the details or the car change, and needs a car before the passenger', async () => {
    const { token } = await transportCardholder(h, 'tr-reset');
    const { input } = await tripFor(h);
    const found = okResult(searchTransportCars, await h.call(searchTransportCars, input, token));
    failure(
      await h.call(saveTransportPassenger, passengerFor(found.uuid), token),
      200,
      ErrorCode.BOOKING_INCOMPLETE,
    );
    okResult(
      selectTransportCar,
      await h.call(selectTransportCar, { uuid: found.uuid, carType: 'business' }, token),
    );
    okResult(saveTransportPassenger, await h.call(saveTransportPassenger, passengerFor(found.uuid), token));
    okResult(orderReview, await h.call(orderReview, { uuid: found.uuid }, token));
    // The same details again keep the steps; another car resets the passenger.
    okResult(searchTransportCars, await h.call(searchTransportCars, { ...input, uuid: found.uuid }, token));
    okResult(orderReview, await h.call(orderReview, { uuid: found.uuid }, token));
    okResult(
      selectTransportCar,
      await h.call(selectTransportCar, { uuid: found.uuid, carType: 'first' }, token),
    );
    failure(await h.call(orderReview, { uuid: found.uuid }, token), 200, ErrorCode.BOOKING_INCOMPLETE);
    okResult(
      saveTransportPassenger,
      await h.call(saveTransportPassenger, passengerFor(found.uuid, 1), token),
    );
    okResult(orderReview, await h.call(orderReview, { uuid: found.uuid }, token));
    // Other details reset the car and the passenger.
    okResult(
      searchTransportCars,
      await h.call(searchTransportCars, { ...input, uuid: found.uuid, luggage: 1 }, token),
    );
    failure(await h.call(orderReview, { uuid: found.uuid }, token), 200, ErrorCode.BOOKING_INCOMPLETE);
    // A number that is not one.
    okResult(
      selectTransportCar,
      await h.call(selectTransportCar, { uuid: found.uuid, carType: 'first' }, token),
    );
    const bad = await h.call(saveTransportPassenger, { ...passengerFor(found.uuid), mobileNo: '12' }, token);
    expect(failure(bad, 400, ErrorCode.BAD_REQUEST)).toContain("'mobileNo'");
    // Another user's draft is not theirs to change.
    const mallory = await transportCardholder(h, 'tr-reset-mallory');
    failure(
      await h.call(selectTransportCar, { uuid: found.uuid, carType: 'first' }, mallory.token),
      200,
      ErrorCode.BOOKING_INCOMPLETE,
    );
    failure(
      await h.call(searchTransportCars, { ...input, uuid: found.uuid }, mallory.token),
      200,
      ErrorCode.BOOKING_INCOMPLETE,
    );
  });

  it('books with a complimentary use covering the base fare: confirmed at once, mail with the calendar file, the detail', async () => {
    const { userId, token } = await transportCardholder(h, 'tr-covered');
    const { uuid, found } = await draftTransport(h, token, { carType: 'business' });
    const review = okResult(orderReview, await h.call(orderReview, { uuid }, token));
    expect(review).toMatchObject({
      total: 0,
      reason: 'covered',
      currency: 'USD',
      cardInfo: { count: 2, total: 2, level: 'Premium' },
      timeZone: 'Europe/London',
      serviceAt: found.trip.pickupAt,
    });
    expect(review.lines).toEqual([
      { kind: 'base', amount: 9_000, quantity: 1, unitAmount: 9_000 },
      { kind: 'entitlement', amount: -9_000 },
    ]);
    const placed = okResult(createOrder, await placeTransport(h, token, uuid));
    expect(placed).toMatchObject({ status: 'paid', total: 0, reason: 'covered', payment: null });
    expect(placed.orderNo).toMatch(/^TS-/);

    const [mail] = await mailTo(await emailOf(userId));
    expect(mail?.subject).toContain(`Transport — ${found.trip.from.name} → ${found.trip.to.name}`);
    expect(mail?.text).toContain('Business');
    expect(mail?.text).toContain('60 minutes after your flight actually lands');
    expect(mail?.text).toContain('3 hours before the pick-up');
    expect(mail?.attachments?.[0]?.content).toContain('STATUS:CONFIRMED');

    const shown = okResult(transportOrder, await h.call(transportOrder, { orderNo: placed.orderNo }, token));
    expect(shown).toMatchObject({
      orderNo: placed.orderNo,
      status: 'paid',
      isNormal: true,
      covered: true,
      carType: 'business',
      adults: 2,
      children: 0,
      luggage: 2,
      childSeat: 0,
      place: `${found.trip.from.name} → ${found.trip.to.name}`,
      passenger: { firstName: 'Zoë', lastName: 'Núñez', email: 'zoe.nunez@portal.test' },
      welcomeSign: 'Ms Zoë Núñez',
      notes: 'Two large suitcases.\nPlease call on arrival.',
      contact: { mobileNoPrefix: '+44', mobileCountry: 'United Kingdom' },
      request: null,
      trip: {
        from: found.trip.from,
        to: found.trip.to,
        distanceKm: found.trip.distanceKm,
        leg: found.trip.leg,
      },
      unseen: true,
    });
    const seen = okResult(transportOrder, await h.call(transportOrder, { orderNo: placed.orderNo }, token));
    expect(seen.unseen).toBe(false);
    const mallory = await transportCardholder(h, 'tr-covered-mallory');
    failure(
      await h.call(transportOrder, { orderNo: placed.orderNo }, mallory.token),
      200,
      ErrorCode.NOT_FOUND,
    );
    failure(
      await h.call(cancelBooking, { orderNo: placed.orderNo }, mallory.token),
      200,
      ErrorCode.NOT_FOUND,
    );
  });

  it('charges the extra mileage and the out-of-hours surcharge by a new card through 3-D Secure', async () => {
    const { token } = await transportCardholder(h, 'tr-newcard');
    const { uuid } = await draftTransport(h, token, {
      other: 'poi:mid-LHR',
      carType: 'first',
      window: { from: '21:30', until: '23:00' },
    });
    const review = okResult(orderReview, await h.call(orderReview, { uuid }, token));
    const kinds = review.lines.map((line) => line.kind);
    expect(kinds).toEqual(['base', 'extraMileage', 'outOfHours', 'entitlement']);
    const extra = review.lines[1]?.amount ?? 0;
    expect(review.lines[2]).toEqual({ kind: 'outOfHours', amount: 2_800, percent: 20 });
    expect(review.total).toBe(extra + 2_800);
    const placed = okResult(createOrder, await placeTransport(h, token, uuid));
    expect(placed).toMatchObject({ status: 'unpaid', total: review.total, reason: 'covered' });
    if (!placed.payment) throw new Error('no payment session');
    const { paymentId, mac } = await payNewCard(placed.payment);
    expect(
      okResult(
        finishBooking,
        await h.call(finishBooking, { uuid, orderNo: placed.orderNo, paymentId, mac }, token),
      ),
    ).toEqual({ payFinish: true, orderNo: placed.orderNo });
    const shown = okResult(transportOrder, await h.call(transportOrder, { orderNo: placed.orderNo }, token));
    expect(shown).toMatchObject({ status: 'paid', total: review.total });
  });

  it('pays with a saved card when no complimentary use is left', async () => {
    const { token, userId } = await transportCardholder(h, 'tr-saved');
    await h.t.database.rows(
      sql`insert into entitlement_uses (user_id, service, year, used)
        select ${userId}, 'transport', y, 2 from generate_series(2025, 2030) y`,
    );
    const card = okResult(finishAddCard, await h.addCard(token, { number: '38520000023237' })).card;
    if (!card) throw new Error('card not added');
    const { uuid } = await draftTransport(h, token, { carType: 'economy' });
    const review = okResult(orderReview, await h.call(orderReview, { uuid }, token));
    expect(review).toMatchObject({ total: 6_000, reason: 'noUsesLeft' });
    const placed = okResult(createOrder, await placeTransport(h, token, uuid, card.id));
    if (!placed.payment) throw new Error('no payment session');
    const { returnUrl } = await payInBrowser(placed.payment, {}, 'approve', PORTAL_URL);
    const paymentId = returnUrl?.searchParams.get('paymentId') ?? '';
    const mac = returnUrl?.searchParams.get('mac') ?? '';
    expect(
      okResult(
        finishBooking,
        await h.call(finishBooking, { uuid, orderNo: placed.orderNo, paymentId, mac }, token),
      ),
    ).toEqual({ payFinish: true, orderNo: placed.orderNo });
    const [charge] = await h.t.database.rows<{ last_four: string; amount: number }>(
      sql`select last_four, amount from payments where order_reference = ${placed.orderNo}`,
    );
    expect(charge).toMatchObject({ last_four: '3237', amount: 6_000 });
  });
});
