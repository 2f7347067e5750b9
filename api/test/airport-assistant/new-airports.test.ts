import {
  airportAssistantOrder,
  airportAssistantSpine,
  searchAssistantFlight,
  searchAssistantService,
} from '@portal/shared/contracts/airport-assistant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCardholder, payNewCard } from '../fast-track/harness';
import { okResult } from '../helpers/envelope';
import { NEW_AIRPORTS } from '../helpers/new-airports';
import { oneDatabaseTarget } from '../helpers/test-app';
import { type PaymentsHarness, startPaymentsHarness } from '../payments/harness';
import { draftAssistant, placeAssistant } from './harness';

const { orderReview, finishBooking } = airportAssistantSpine;

const AIRPORTS = NEW_AIRPORTS;

describe.each(oneDatabaseTarget)('Airport Assistant at IST, DOH and BER (%s)', (target) => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness(target);
  });
  afterAll(() => h?.close());

  it.each(AIRPORTS)('books an international arrival at $code with the complimentary use', async (airport) => {
    const { token } = await newCardholder(h, `aa-${airport.code.toLowerCase()}`);
    const service = okResult(
      searchAssistantService,
      await h.call(searchAssistantService, { airportCode: airport.code }, token),
    );
    expect(service.airport).toMatchObject(airport);
    expect(service.offers).toHaveLength(16);

    const { uuid, details, leg, serviceAt } = await draftAssistant(h, token, {
      airportCode: airport.code,
      serviceType: 'international_arrival',
    });
    expect(leg.arrival).toMatchObject({ code: airport.code, timeZone: airport.timeZone });
    expect(leg.departure.countryCode).not.toBe(airport.countryCode);
    const found = okResult(
      searchAssistantFlight,
      await h.call(
        searchAssistantFlight,
        {
          flightNumber: details.flightNumber,
          date: details.flightDate,
          airportCode: airport.code,
          serviceType: 'international_arrival',
        },
        token,
      ),
    );
    expect(found.leg).toEqual(leg);

    const review = okResult(orderReview, await h.call(orderReview, { uuid }, token));
    expect(review).toMatchObject({ total: 0, reason: 'covered', timeZone: airport.timeZone, serviceAt });
    const placed = okResult(airportAssistantSpine.createOrder, await placeAssistant(h, token, uuid));
    expect(placed).toMatchObject({ status: 'paid', total: 0, reason: 'covered', payment: null });

    const shown = okResult(
      airportAssistantOrder,
      await h.call(airportAssistantOrder, { orderNo: placed.orderNo }, token),
    );
    expect(shown).toMatchObject({
      status: 'paid',
      airportCode: airport.code,
      airport: { code: airport.code, name: airport.name, timeZone: airport.timeZone },
      serviceDate: details.serviceDate,
      serviceTime: details.serviceTime,
      flight: leg,
    });
    await h.t.app.services.mail.flush();
    expect(h.t.app.services.mail.sent.map((mail) => mail.subject)).toContainEqual(
      expect.stringContaining(`${airport.name}`),
    );
  });

  it('books a departure from DOH that one use does not cover, paid by card', async () => {
    const { token } = await newCardholder(h, 'aa-doh-paid');
    const { uuid, leg } = await draftAssistant(h, token, {
      airportCode: 'DOH',
      serviceType: 'international_departure',
      level: 'meet_assist',
      passengers: 3,
      // The service two hours before take-off, by day (no night surcharge).
      window: { from: '11:00', until: '16:00' },
    });
    expect(leg.departure).toMatchObject({ code: 'DOH', timeZone: 'Asia/Qatar' });
    const review = okResult(orderReview, await h.call(orderReview, { uuid }, token));
    expect(review).toMatchObject({ total: 12_000, reason: 'covered', timeZone: 'Asia/Qatar' });
    const placed = okResult(airportAssistantSpine.createOrder, await placeAssistant(h, token, uuid));
    expect(placed).toMatchObject({ status: 'unpaid', total: 12_000 });
    if (!placed.payment) throw new Error('no payment session');
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
    expect(paid).toMatchObject({ status: 'paid', total: 12_000, airportCode: 'DOH', flight: leg });
  });
});
