import { ErrorCode } from '@portal/shared/contracts';
import {
  airportAssistantOrder,
  airportAssistantSpine,
  saveAssistantBookingDetails,
  saveAssistantPassengers,
} from '@portal/shared/contracts/airport-assistant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCardholder } from '../fast-track/harness';
import { failure, okResult } from '../helpers/envelope';
import { databaseTargets } from '../helpers/test-app';
import { type PaymentsHarness, startPaymentsHarness } from '../payments/harness';
import { detailsFor, passengersFor, placeAssistant } from './harness';

const { createOrder, cancelBooking } = airportAssistantSpine;

// Booking for someone else: the passenger step asks for the traveller's email (optional), and the
// traveller hears of the booking and its cancellation as Transport's traveller does.
describe.each(databaseTargets)('Airport Assistant booked for someone else (%s)', (target) => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness(target);
  });
  afterAll(() => h?.close());

  const sentTo = async (address: string) => {
    await h.t.app.services.mail.flush();
    return h.t.app.services.mail.sent.filter((mail) => mail.to === address);
  };
  const emailOf = async (userId: number) =>
    (await h.t.database.rows<{ email: string }>(sql`select email from users where id = ${userId}`))[0]
      ?.email ?? '';

  /** Step 2, then step 3 with `guests` over the usual passengers; answers the draft's uuid. */
  const draftWith = async (token: string, guests: object) => {
    const { details } = await detailsFor(h);
    const { uuid } = okResult(
      saveAssistantBookingDetails,
      await h.call(saveAssistantBookingDetails, details, token),
    );
    const passengers = passengersFor(uuid, details.passengers);
    return {
      uuid,
      save: () => h.call(saveAssistantPassengers, { ...passengers, ...guests }, token),
    };
  };

  it('mails the confirmation and the cancellation to the traveller, addressed to them, and to the booker', async () => {
    const { userId, token } = await newCardholder(h, 'aa-other');
    const booker = await emailOf(userId);
    const traveller = 'ines.traveller@portal.test';
    const draft = await draftWith(token, {
      bookingForOther: 1,
      passengers: [{ firstName: 'Inês', lastName: 'Traveller' }],
      travellerEmail: ` ${traveller} `,
    });
    okResult(saveAssistantPassengers, await draft.save());
    const placed = okResult(createOrder, await placeAssistant(h, token, draft.uuid));

    const shown = okResult(
      airportAssistantOrder,
      await h.call(airportAssistantOrder, { orderNo: placed.orderNo }, token),
    );
    expect(shown).toMatchObject({ bookingForOther: true, travellerEmail: traveller });
    const [toBooker] = await sentTo(booker);
    const [toTraveller] = await sentTo(traveller);
    expect(toBooker?.subject).toContain(placed.orderNo);
    expect(toTraveller?.subject).toBe(toBooker?.subject);
    expect(toTraveller?.text).toContain('Hello Inês,');
    expect(toTraveller?.attachments?.[0]?.content).toContain('STATUS:CONFIRMED');

    okResult(cancelBooking, await h.call(cancelBooking, { orderNo: placed.orderNo }, token));
    expect((await sentTo(traveller)).map((mail) => mail.attachments?.[0]?.content ?? '')).toEqual([
      expect.stringContaining('STATUS:CONFIRMED'),
      expect.stringContaining('STATUS:CANCELLED'),
    ]);
    expect(await sentTo(booker)).toHaveLength(2);
  });

  it('refuses an address that is not one, with the specification’s message', async () => {
    const { token } = await newCardholder(h, 'aa-bad-email');
    const draft = await draftWith(token, { bookingForOther: 1, travellerEmail: 'ines@' });
    const body = failure(await draft.save(), 400, ErrorCode.BAD_REQUEST);
    expect(JSON.stringify(body)).toContain('Please enter a valid email address.');
  });

  it('mails only the booker when the traveller has no email, or the booking is their own', async () => {
    for (const [label, guests] of [
      ['aa-no-email', { bookingForOther: 1, travellerEmail: '' }],
      ['aa-own', { bookingForOther: 0, travellerEmail: 'someone.else@portal.test' }],
    ] as const) {
      const { userId, token } = await newCardholder(h, label);
      const booker = await emailOf(userId);
      const draft = await draftWith(token, guests);
      okResult(saveAssistantPassengers, await draft.save());
      const placed = okResult(createOrder, await placeAssistant(h, token, draft.uuid));
      const shown = okResult(
        airportAssistantOrder,
        await h.call(airportAssistantOrder, { orderNo: placed.orderNo }, token),
      );
      expect(shown.travellerEmail, label).toBeNull();
      await h.t.app.services.mail.flush();
      const about = h.t.app.services.mail.sent.filter((mail) => mail.subject.includes(placed.orderNo));
      expect(
        about.map((mail) => mail.to),
        label,
      ).toEqual([booker]);
    }
  });
});
