import { OPERATOR_KEY_HEADER } from '@portal/shared/contracts';
import {
  quoteTransportRequest,
  saveTransportPassenger,
  searchTransportCars,
  selectTransportCar,
  transportManualBooking,
  transportSpine,
} from '@portal/shared/contracts/transport';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_KEY } from '../../src/config';
import { users } from '../../src/db/schema';
import { okResult } from '../helpers/envelope';
import { type PaymentsHarness, startPaymentsHarness } from '../payments/harness';
import { installTestPlaces, passengerFor, placeTransport, transportCardholder, tripFor } from './harness';

const { createOrder, cancelBooking } = transportSpine;

// Booking for someone else: the passenger step promises the traveller's email and number the news.
describe('Transport booked for someone else (pglite)', () => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness('pglite');
    installTestPlaces(h);
  });
  afterAll(() => h?.close());

  const sentTo = async (address: string) => {
    await h.t.app.services.mail.flush();
    return h.t.app.services.mail.sent.filter((mail) => mail.to === address);
  };
  const emailOf = async (userId: number) =>
    (await h.t.database.rows<{ email: string }>(sql`select email from users where id = ${userId}`))[0]
      ?.email ?? '';

  /** Booking Details, (a car) and the traveller's Passenger Details into a draft. */
  const draftFor = async (
    token: string,
    traveller: { firstName: string; email: string; mobileNo: string },
    adults = 2,
  ) => {
    const { input } = await tripFor(h, { adults });
    const found = okResult(searchTransportCars, await h.call(searchTransportCars, input, token));
    if (!found.request) {
      okResult(
        selectTransportCar,
        await h.call(selectTransportCar, { uuid: found.uuid, carType: 'business' }, token),
      );
    }
    okResult(
      saveTransportPassenger,
      await h.call(
        saveTransportPassenger,
        { ...passengerFor(found.uuid), ...traveller, lastName: 'Traveller', bookingForOther: 1 },
        token,
      ),
    );
    return found.uuid;
  };

  it('mails the confirmation and the cancellation to the traveller, addressed to them, and to the booker', async () => {
    const { userId, token } = await transportCardholder(h, 'tr-other');
    const booker = await emailOf(userId);
    const traveller = 'ines.traveller@portal.test';
    const uuid = await draftFor(token, { firstName: 'Inês', email: traveller, mobileNo: '7400 654321' });
    const placed = okResult(createOrder, await placeTransport(h, token, uuid));
    expect(placed.status).toBe('paid');

    const [toBooker] = await sentTo(booker);
    const [toTraveller] = await sentTo(traveller);
    expect(toBooker?.subject).toContain(placed.orderNo);
    expect(toTraveller?.subject).toBe(toBooker?.subject);
    expect(toTraveller?.text).toContain('Hello Inês,');
    expect(toTraveller?.text).toContain('3 hours before the pick-up');
    expect(toTraveller?.attachments?.[0]?.content).toContain('STATUS:CONFIRMED');

    okResult(cancelBooking, await h.call(cancelBooking, { orderNo: placed.orderNo }, token));
    expect((await sentTo(booker)).map((mail) => mail.attachments?.[0]?.content ?? '')).toEqual([
      expect.stringContaining('STATUS:CONFIRMED'),
      expect.stringContaining('STATUS:CANCELLED'),
    ]);
    expect((await sentTo(traveller)).map((mail) => mail.attachments?.[0]?.content ?? '')).toEqual([
      expect.stringContaining('STATUS:CONFIRMED'),
      expect.stringContaining('STATUS:CANCELLED'),
    ]);
  });

  it('mails the booker once when the traveller’s email is their own', async () => {
    const { userId, token } = await transportCardholder(h, 'tr-own');
    const booker = await emailOf(userId);
    const uuid = await draftFor(token, {
      firstName: 'Own',
      email: booker.toUpperCase(),
      mobileNo: '7400 111222',
    });
    const placed = okResult(createOrder, await placeTransport(h, token, uuid));
    await h.t.app.services.mail.flush();
    const about = h.t.app.services.mail.sent.filter((mail) => mail.subject.includes(placed.orderNo));
    expect(about.map((mail) => mail.to)).toEqual([booker]);
  });

  it('tells the traveller and the booker of a quotation, by mail and by SMS', async () => {
    const { userId, token } = await transportCardholder(h, 'tr-other-req');
    const booker = await emailOf(userId);
    await h.t.database.db
      .update(users)
      .set({ mobilePrefix: '+44', mobileNumber: '7400 999888', mobileCountry: 'United Kingdom' })
      .where(eq(users.id, userId));
    const traveller = 'raul.traveller@portal.test';
    const uuid = await draftFor(token, { firstName: 'Raúl', email: traveller, mobileNo: '7400 777666' }, 9);
    const { orderNo } = okResult(
      transportManualBooking,
      await h.call(transportManualBooking, { uuid }, token),
    );
    const quoted = await h.t.app.inject({
      method: 'POST',
      url: `/api${quoteTransportRequest.path}`,
      headers: { [OPERATOR_KEY_HEADER]: DEV_OPERATOR_KEY },
      payload: { orderNo, amount: 32_500 },
    });
    okResult(quoteTransportRequest, quoted);

    const subject = `Your transfer quotation is ready (${orderNo})`;
    expect((await sentTo(booker)).map((mail) => mail.subject)).toEqual([subject]);
    const [toTraveller] = await sentTo(traveller);
    expect(toTraveller?.subject).toBe(subject);
    expect(toTraveller?.text).toContain('Hello Raúl,');
    const sms = `Your transfer quotation ${orderNo} is ready: USD\u00a0325.00.`;
    expect((await sentTo('447400777666@sms.sandbox'))[0]?.text).toContain(sms);
    expect((await sentTo('447400999888@sms.sandbox'))[0]?.text).toContain(sms);
  });
});
