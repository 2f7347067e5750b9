import { ErrorCode } from '@portal/shared/contracts';
import { fastTrackOrder, fastTrackSpine, queryLanesByAirport } from '@portal/shared/contracts/fast-track';
import { setSandboxFlightStatus } from '@portal/shared/contracts/flights';
import { transportOrder, transportSpine } from '@portal/shared/contracts/transport';
import { formatMoney } from '@portal/shared/money';
import { formatLocalDateTime, localDateTime } from '@portal/shared/time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentHost } from '../../src/providers/payment-host';
import { sandboxSmsAddress } from '../../src/providers/sms/sms';
import { FLIGHT_CHECK_JOB } from '../../src/services/flights/flight-disruptions';
import { fleetHourOf } from '../../src/services/transport/fleet-repository';
import {
  dateAhead,
  draftBooking,
  newCardholder,
  payNewCard,
  placeOrder,
  proofFor,
} from '../fast-track/harness';
import { okResult } from '../helpers/envelope';
import { databaseTargets } from '../helpers/test-app';
import { type PaymentsHarness, startPaymentsHarness } from '../payments/harness';
import { draftTransport, installTestPlaces, placeTransport, transportCardholder } from '../transport/harness';

const DISPATCH_MAILBOX = 'dispatch@portal.test';
const TRAVELLER_EMAIL = 'zoe.nunez@portal.test';

/**
 * A flight the provider reports cancelled or delayed reaches the bookings made for it through the
 * flight-disruption job: a cancelled flight cancels them by the policy (uses back, the payment
 * refunded once, one mail in the cardholder's language), a delay moves a Transport pick-up at the
 * arrival and tells both sides once per delay value. The job runs twice (and once more directly)
 * in every test: nothing happens twice.
 */
describe.each(databaseTargets)('bookings follow their flights (%s)', (target) => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    // No background passes: the tests run the job themselves.
    h = await startPaymentsHarness(target, {
      env: { JOB_POLL_MS: '0', TRANSPORT_DISPATCH_MAILBOX: DISPATCH_MAILBOX },
    });
    installTestPlaces(h);
  });
  afterAll(() => h?.close());

  const setStatus = async (body: {
    flightNumber: string;
    date: string;
    status: string;
    delayMinutes?: number;
  }) =>
    okResult(
      setSandboxFlightStatus,
      await h.t.app.inject({ method: 'POST', url: `/api${setSandboxFlightStatus.path}`, payload: body }),
    );
  /** The recurring check, due now, run by the job runner (as on any instance). */
  const runFlightCheck = async () => {
    await h.t.database.rows(sql`update jobs set run_at = now() where name = ${FLIGHT_CHECK_JOB}`);
    await h.t.app.services.jobs.runner.runDueOnce();
  };
  const runTwiceAndOnceMore = async () => {
    await runFlightCheck();
    await runFlightCheck();
    expect(await h.t.app.services.flightDisruptions.check()).toEqual({ cancelled: 0, moved: 0 });
  };
  const mailTo = async (address: string) => {
    await h.t.app.services.mail.flush();
    return h.t.app.services.mail.sent.filter((mail) => mail.to === address);
  };
  const emailOf = async (userId: number) =>
    (await h.t.database.rows<{ email: string }>(sql`select email from users where id = ${userId}`))[0]
      ?.email ?? '';
  const carsBooked = async (airportCode: string, carType: string, at: Date) =>
    (
      await h.t.database.rows<{ booked: number }>(sql`
        select booked from transport_fleet_use
        where airport_code = ${airportCode} and car_type = ${carType} and hour_start = ${fleetHourOf(at)}`)
    )[0]?.booked ?? 0;

  it('cancels the bookings on a cancelled flight even past the free-cancellation deadline: uses back, refunded once, one mail in the cardholder’s language', async () => {
    const { userId, token } = await newCardholder(h, 'flight-cancelled-ft');
    await h.t.database.rows(sql`update users set language = 'pt-BR' where id = ${userId}`);
    const date = dateAhead(10);
    // Three passengers on flight BA 117: two on the card's two uses, the third paid by card.
    const choice = await draftBooking(h, token, { passengers: 3, date });
    const placed = okResult(
      fastTrackSpine.createOrder,
      await placeOrder(h, token, choice.uuid, await proofFor(h, token, choice.uuid)),
    );
    if (!placed.payment) throw new Error('no payment session');
    const paid = await payNewCard(placed.payment);
    okResult(
      fastTrackSpine.finishBooking,
      await h.call(
        fastTrackSpine.finishBooking,
        { uuid: choice.uuid, orderNo: placed.orderNo, ...paid },
        token,
      ),
    );
    expect(placed.total).toBeGreaterThan(0);
    // Someone else's booking for another flight that day is none of this flight's business.
    const bystander = await newCardholder(h, 'flight-cancelled-bystander');
    const otherChoice = await draftBooking(h, bystander.token, {
      passengers: 1,
      date,
      flightNumber: 'BA 118',
    });
    const other = okResult(
      fastTrackSpine.createOrder,
      await placeOrder(
        h,
        bystander.token,
        otherChoice.uuid,
        await proofFor(h, bystander.token, otherChoice.uuid),
      ),
    );
    expect(other.status).toBe('paid');

    // Time has passed: the service is 3 hours away, online cancellation has closed.
    await h.t.database.rows(
      sql`update orders set service_at = now() + interval '3 hours' where order_no = ${placed.orderNo}`,
    );
    const refused = await h.call(fastTrackSpine.cancelBooking, { orderNo: placed.orderNo }, token);
    expect(refused.json()).toMatchObject({ state: '0', errorCode: ErrorCode.CANCELLATION_CLOSED });
    const mailsBefore = (await mailTo(await emailOf(userId))).length;

    await setStatus({ flightNumber: 'BA117', date, status: 'cancelled' });
    await runTwiceAndOnceMore();

    const shown = okResult(fastTrackOrder, await h.call(fastTrackOrder, { orderNo: placed.orderNo }, token));
    expect(shown).toMatchObject({
      status: 'cancelled',
      cancelReason: 'flightCancelled',
      refunded: placed.total,
      refund: { status: 'refunded', amount: placed.total },
    });
    const refunds = await h.t.database.rows<{ status: string; amount: number; reason: string }>(
      sql`select status, amount, reason from refunds where order_reference = ${placed.orderNo}`,
    );
    expect(refunds).toEqual([{ status: 'refunded', amount: placed.total, reason: 'cancelled' }]);
    const movedBack = await h.t.database.rows<{ amount: number }>(
      sql`select amount from payments where order_reference = ${placed.orderNo} and kind = 'refund'`,
    );
    expect(movedBack).toEqual([{ amount: placed.total }]);
    expect((await createPaymentHost(h.t.config.payment).getPayment(paid.paymentId))?.refundedAmount).toBe(
      placed.total,
    );
    const lanes = okResult(
      queryLanesByAirport,
      await h.call(queryLanesByAirport, { airportCode: 'LHR', date }, token),
    );
    expect(lanes.cardInfo).toMatchObject({ count: 2, total: 2 });

    const mails = (await mailTo(await emailOf(userId))).slice(mailsBefore);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(new RegExp(`^Voo cancelado: .*\\(${placed.orderNo}\\)`)),
    ]);
    expect(mails[0]?.text).toContain('Seu voo foi cancelado');
    expect(mails[0]?.text).toContain(
      `Seu reembolso de ${formatMoney(placed.total, 'USD', 'pt-BR')} foi feito`,
    );
    expect(mails[0]?.text).toContain('Os 2 usos cortesia do seu cartão foram devolvidos.');

    const untouched = okResult(
      fastTrackOrder,
      await h.call(fastTrackOrder, { orderNo: other.orderNo }, bystander.token),
    );
    expect(untouched).toMatchObject({ status: 'paid', cancelReason: null });
  });

  it('cancels a covered Transport booking on a cancelled flight: its car and use back, the traveller told too', async () => {
    const { userId, token } = await transportCardholder(h, 'flight-cancelled-tr');
    const { uuid, input } = await draftTransport(h, token, { direction: 'toAirport', date: dateAhead(12) });
    const placed = okResult(transportSpine.createOrder, await placeTransport(h, token, uuid));
    expect(placed).toMatchObject({ status: 'paid', total: 0, reason: 'covered' });
    const booked = okResult(transportOrder, await h.call(transportOrder, { orderNo: placed.orderNo }, token));
    const serviceAt = new Date(booked.serviceAt);
    const carsBefore = await carsBooked('LHR', 'business', serviceAt);
    expect(carsBefore).toBeGreaterThanOrEqual(1);

    await setStatus({ flightNumber: input.flightNumber, date: input.flightDate, status: 'cancelled' });
    await runTwiceAndOnceMore();

    const shown = okResult(transportOrder, await h.call(transportOrder, { orderNo: placed.orderNo }, token));
    expect(shown).toMatchObject({ status: 'cancelled', cancelReason: 'flightCancelled', refund: null });
    expect(await carsBooked('LHR', 'business', serviceAt)).toBe(carsBefore - 1);
    const [uses] = await h.t.database.rows<{ used: number }>(
      sql`select used from entitlement_uses where user_id = ${userId} and service = 'transport'`,
    );
    expect(uses?.used).toBe(0);
    const cancelled = (mail: { subject: string }) =>
      mail.subject.startsWith('Flight cancelled: ') && mail.subject.includes(placed.orderNo);
    const toCardholder = (await mailTo(await emailOf(userId))).filter(cancelled);
    expect(toCardholder).toHaveLength(1);
    expect(toCardholder[0]?.text).toContain('The complimentary use of your card has been returned.');
    expect(toCardholder[0]?.text).not.toContain('refund');
    expect((await mailTo(TRAVELLER_EMAIL)).filter(cancelled)).toHaveLength(1);
  });

  it('moves a Transport pick-up at the arrival with the delay and tells the cardholder, the traveller and dispatch once per delay value', async () => {
    const { userId, token } = await transportCardholder(h, 'flight-delayed-tr');
    const { uuid, input } = await draftTransport(h, token, { direction: 'fromAirport', date: dateAhead(14) });
    const placed = okResult(transportSpine.createOrder, await placeTransport(h, token, uuid));
    const booked = okResult(transportOrder, await h.call(transportOrder, { orderNo: placed.orderNo }, token));
    const bookedAt = new Date(booked.serviceAt);
    const timeZone = booked.timeZone;
    const carsAtBooked = await carsBooked('LHR', 'business', bookedAt);
    const about = (mail: { subject: string; text: string }) =>
      mail.subject.includes(placed.orderNo) || mail.text.includes(placed.orderNo);
    const told = async () => ({
      cardholder: (await mailTo(await emailOf(userId))).filter(
        (mail) => about(mail) && mail.subject.startsWith('New pick-up time'),
      ),
      traveller: (await mailTo(TRAVELLER_EMAIL)).filter(
        (mail) => about(mail) && mail.subject.startsWith('New pick-up time'),
      ),
      sms: (await mailTo(sandboxSmsAddress('+44 7400 123456'))).filter(about),
      dispatch: (await mailTo(DISPATCH_MAILBOX)).filter(about),
    });

    await setStatus({
      flightNumber: input.flightNumber,
      date: input.flightDate,
      status: 'delayed',
      delayMinutes: 90,
    });
    await runTwiceAndOnceMore();

    const movedAt = new Date(bookedAt.getTime() + 90 * 60_000);
    const moved = okResult(transportOrder, await h.call(transportOrder, { orderNo: placed.orderNo }, token));
    expect(moved).toMatchObject({
      status: 'paid',
      cancelReason: null,
      serviceAt: movedAt.toISOString(),
      pickupDate: localDateTime(movedAt, timeZone).date,
      pickupTime: localDateTime(movedAt, timeZone).time,
    });
    const [kept] = await h.t.database.rows<{ flight_delay_minutes: number; booked_pickup_at: Date | string }>(
      sql`select t.flight_delay_minutes, t.booked_pickup_at from transport_orders t
        join orders o on o.id = t.order_id where o.order_no = ${placed.orderNo}`,
    );
    expect(kept?.flight_delay_minutes).toBe(90);
    expect(new Date(kept?.booked_pickup_at ?? 0).toISOString()).toBe(bookedAt.toISOString());
    // The car goes with the pick-up: 90 minutes always reach another hour.
    expect(await carsBooked('LHR', 'business', bookedAt)).toBe(carsAtBooked - 1);
    expect(await carsBooked('LHR', 'business', movedAt)).toBeGreaterThanOrEqual(1);

    const first = await told();
    expect(first.cardholder).toHaveLength(1);
    expect(first.cardholder[0]?.text).toContain(`land 90 minutes late`);
    expect(first.cardholder[0]?.text).toContain(formatLocalDateTime(movedAt, timeZone, 'en-US'));
    expect(first.cardholder[0]?.text).toContain(formatLocalDateTime(bookedAt, timeZone, 'en-US'));
    expect(first.traveller).toHaveLength(1);
    expect(first.sms).toHaveLength(1);
    expect(first.sms[0]?.text).toContain(formatLocalDateTime(movedAt, timeZone, 'en-US'));
    expect(first.dispatch).toHaveLength(1);
    expect(first.dispatch[0]?.subject).toBe(
      `Pick-up moved: ${placed.orderNo}, flight ${input.flightNumber} +90 min`,
    );
    expect(first.dispatch[0]?.text).toContain(
      `New pick-up time: ${formatLocalDateTime(movedAt, timeZone, 'en-US')}`,
    );
    expect(first.dispatch[0]?.text).toContain('Welcome sign: Ms Zoë Núñez');

    // The delay grows: the pick-up follows it from the time booked, and each side is told once more.
    await setStatus({
      flightNumber: input.flightNumber,
      date: input.flightDate,
      status: 'delayed',
      delayMinutes: 120,
    });
    await runTwiceAndOnceMore();
    const later = okResult(transportOrder, await h.call(transportOrder, { orderNo: placed.orderNo }, token));
    expect(later.serviceAt).toBe(new Date(bookedAt.getTime() + 120 * 60_000).toISOString());
    const second = await told();
    expect(
      [second.cardholder, second.traveller, second.sms, second.dispatch].map((sent) => sent.length),
    ).toEqual([2, 2, 2, 2]);

    // On time again: back to the time booked.
    await setStatus({ flightNumber: input.flightNumber, date: input.flightDate, status: 'onTime' });
    await runTwiceAndOnceMore();
    const back = okResult(transportOrder, await h.call(transportOrder, { orderNo: placed.orderNo }, token));
    expect(back).toMatchObject({
      status: 'paid',
      serviceAt: bookedAt.toISOString(),
      pickupTime: booked.pickupTime,
    });
    expect(await carsBooked('LHR', 'business', bookedAt)).toBe(carsAtBooked);
    expect((await told()).dispatch.at(-1)?.subject).toContain('on time again');
  });
});
