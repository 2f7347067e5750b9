import {
  mapsSearch,
  transportAirportList,
  transportOrder,
  transportSpine,
} from '@portal/shared/contracts/transport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_FARES } from '../../src/services/transport/transport-catalogue';
import { payNewCard } from '../fast-track/harness';
import { okResult } from '../helpers/envelope';
import { NEW_AIRPORTS } from '../helpers/new-airports';
import { type PaymentsHarness, startPaymentsHarness } from '../payments/harness';
import { draftTransport, placeTransport, transportCardholder } from './harness';

const { orderReview, finishBooking } = transportSpine;

const AIRPORTS = NEW_AIRPORTS;

describe('Transport at IST, DOH and BER (pglite)', () => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness('pglite');
  });
  afterAll(() => h?.close());

  /** The address search as the page calls it: the first place of a kind for the keyword. */
  const firstPlace = async (token: string, keyword: string, near: string, kind: string) => {
    const { places } = okResult(mapsSearch, await h.call(mapsSearch, { keyword, near }, token));
    const place = places.find((candidate) => candidate.kind === kind);
    if (!place) throw new Error(`no ${kind} for ${keyword}`);
    return place;
  };

  it('serves them: in the fleet’s airport list with their zones, found by the address search', async () => {
    const { token } = await transportCardholder(h, 'tr-new-list');
    const { airports } = okResult(transportAirportList, await h.call(transportAirportList, {}, token));
    for (const airport of AIRPORTS) {
      expect(airports.find((a) => a.code === airport.code)).toMatchObject({
        name: airport.name,
        timeZone: airport.timeZone,
        currency: 'USD',
      });
      expect(await firstPlace(token, airport.name, airport.code, 'airport')).toMatchObject({
        id: `airport:${airport.code}`,
        airportCode: airport.code,
      });
    }
    // Each has hotels, stations and landmarks to be driven to.
    for (const [keyword, near, kind, id] of [
      ['Pera Palace', 'IST', 'hotel', 'poi:ist-pera-palace'],
      ['Souq Waqif', 'DOH', 'landmark', 'poi:doh-souq-waqif'],
      ['Berlin Hauptbahnhof', 'BER', 'station', 'poi:ber-hauptbahnhof'],
    ] as const) {
      expect((await firstPlace(token, keyword, near, kind)).id).toBe(id);
    }
  });

  it.each(AIRPORTS)('books a transfer from $code to the city with a complimentary use', async (airport) => {
    const { token } = await transportCardholder(h, `tr-${airport.code.toLowerCase()}`);
    const city = await firstPlace(token, airport.city, airport.code, 'city');
    expect(city.name).toBe(airport.city);
    const { uuid, found } = await draftTransport(h, token, {
      airportCode: airport.code,
      other: city.id,
      carType: 'business',
    });
    expect(found.request).toBeNull();
    expect(found.trip).toMatchObject({
      airportCode: airport.code,
      airportName: airport.name,
      direction: 'fromAirport',
      timeZone: airport.timeZone,
      from: { id: `airport:${airport.code}` },
      to: { id: city.id },
    });
    expect(found.trip.leg.arrival.code).toBe(airport.code);
    expect(found.trip.distanceKm).toBeLessThan(60);
    expect(found.cars.map((car) => car.carType)).toContain('business');

    const review = okResult(orderReview, await h.call(orderReview, { uuid }, token));
    expect(review).toMatchObject({
      reason: 'covered',
      timeZone: airport.timeZone,
      serviceAt: found.trip.pickupAt,
    });
    // The use covers the base fare; kilometres beyond the standard distance (IST is some 40 km out
    // of Istanbul) are paid by card.
    const extraKm = Math.max(0, found.trip.distanceKm - found.trip.standardKm);
    expect(review.total).toBe(extraKm * CAR_FARES.business.perKm);
    const placed = okResult(transportSpine.createOrder, await placeTransport(h, token, uuid));
    expect(placed).toMatchObject({ reason: 'covered', total: review.total });
    expect(placed.orderNo).toMatch(/^TS-/);
    if (review.total > 0) {
      expect(placed.status).toBe('unpaid');
      if (!placed.payment) throw new Error('no payment session');
      const { paymentId, mac } = await payNewCard(placed.payment);
      expect(
        okResult(
          finishBooking,
          await h.call(finishBooking, { uuid, orderNo: placed.orderNo, paymentId, mac }, token),
        ),
      ).toEqual({ payFinish: true, orderNo: placed.orderNo });
    } else {
      expect(placed.status).toBe('paid');
    }

    const shown = okResult(transportOrder, await h.call(transportOrder, { orderNo: placed.orderNo }, token));
    expect(shown).toMatchObject({
      status: 'paid',
      total: review.total,
      carType: 'business',
      place: `${airport.name} → ${city.name}`,
      trip: { from: found.trip.from, to: found.trip.to, leg: found.trip.leg },
    });
  });

  it('books a transfer from Berlin to BER before a departure', async () => {
    const { token } = await transportCardholder(h, 'tr-ber-out');
    const city = await firstPlace(token, 'Berlin', 'BER', 'city');
    const { uuid, found } = await draftTransport(h, token, {
      airportCode: 'BER',
      direction: 'toAirport',
      other: city.id,
      // Three hours before a take-off from noon: a pick-up by day.
      window: { from: '12:00', until: '18:00' },
      carType: 'economy',
    });
    expect(found.trip).toMatchObject({
      direction: 'toAirport',
      airportCode: 'BER',
      to: { id: 'airport:BER' },
    });
    expect(found.trip.leg.departure).toMatchObject({ code: 'BER', timeZone: 'Europe/Berlin' });
    okResult(orderReview, await h.call(orderReview, { uuid }, token));
    expect(okResult(transportSpine.createOrder, await placeTransport(h, token, uuid))).toMatchObject({
      status: 'paid',
      reason: 'covered',
    });
  });
});
