import { ErrorCode, OPERATOR_KEY_HEADER } from '@portal/shared/contracts';
import { orderList } from '@portal/shared/contracts/orders';
import { finishAddCard } from '@portal/shared/contracts/payments';
import {
  checkOverKmCharge,
  quoteTransportRequest,
  saveTransportPassenger,
  searchTransportCars,
  searchTransportFlight,
  selectTransportCar,
  setTransportFleet,
  transportFinishManualBooking,
  transportIsOrderExpired,
  transportManualBooking,
  transportOrder,
  transportPayManualBooking,
  transportPayManualBookingToken,
  transportRequestsPending,
  transportSpine,
} from '@portal/shared/contracts/transport';
import { sql } from 'drizzle-orm';
import { payInBrowser } from 'payment-sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTransportCli } from '../../src/cli/transport';
import { DEV_OPERATOR_KEY } from '../../src/config';
import { payNewCard } from '../fast-track/harness';
import { failure, okResult } from '../helpers/envelope';
import { type PaymentsHarness, PORTAL_URL, startPaymentsHarness } from '../payments/harness';
import {
  draftTransport,
  installTestPlaces,
  passengerFor,
  transportCardholder,
  transportProof,
  tripFor,
} from './harness';

describe('Transport booking requests (pglite)', () => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness('pglite');
    installTestPlaces(h);
  });
  afterAll(() => h?.close());

  const operator = (method: 'GET' | 'POST', path: string, payload?: object, key = DEV_OPERATOR_KEY) =>
    h.t.app.inject({
      method,
      url: `/api${path}`,
      headers: { [OPERATOR_KEY_HEADER]: key },
      ...(payload ? { payload } : {}),
    });
  const quote = (orderNo: string, amount: number, extra: object = {}) =>
    operator('POST', quoteTransportRequest.path, { orderNo, amount, ...extra });

  /** A request for a group no car takes, sent: its order number and uuid. */
  const sendRequest = async (token: string, adults = 9) => {
    const { input } = await tripFor(h, { adults });
    const found = okResult(searchTransportCars, await h.call(searchTransportCars, input, token));
    expect(found.request).toEqual({ reason: 'groupTooLarge' });
    okResult(saveTransportPassenger, await h.call(saveTransportPassenger, passengerFor(found.uuid), token));
    const sent = okResult(
      transportManualBooking,
      await h.call(transportManualBooking, { uuid: found.uuid }, token),
    );
    return { ...sent, found };
  };

  it('sends a request as a pending order, quoted by an operator, told by mail and SMS, paid with a new card', async () => {
    const { userId, token } = await transportCardholder(h, 'tr-req');
    const { orderNo, uuid, status, found } = await sendRequest(token);
    expect(status).toBe('pending');
    // Sending it again answers the same request.
    expect(okResult(transportManualBooking, await h.call(transportManualBooking, { uuid }, token))).toEqual({
      orderNo,
      uuid,
      status: 'pending',
    });
    const pending = okResult(transportOrder, await h.call(transportOrder, { orderNo }, token));
    expect(pending).toMatchObject({
      status: 'pending',
      isNormal: false,
      total: 0,
      carType: null,
      adults: 9,
      request: { reason: 'groupTooLarge', quotedAt: null, note: null, declineReason: null },
    });
    const { items } = okResult(orderList, await h.call(orderList, { tab: 3 }, token));
    expect(items.map((item) => item.orderNo)).toContain(orderNo);
    // Not payable before a quotation.
    failure(await h.call(transportPayManualBooking, { orderNo }, token), 200, ErrorCode.ORDER_NOT_PAYABLE);

    const listed = okResult(transportRequestsPending, await operator('GET', transportRequestsPending.path));
    expect(listed.requests.find((request) => request.orderNo === orderNo)).toMatchObject({
      reason: 'groupTooLarge',
      airportCode: 'LHR',
      adults: 9,
      from: found.trip.from.name,
      serviceAt: found.trip.pickupAt,
    });
    failure(
      await operator('GET', transportRequestsPending.path, undefined, 'wrong-key'),
      403,
      ErrorCode.OPERATOR_KEY_INVALID,
    );
    failure(await h.call(transportRequestsPending, {}, token), 403, ErrorCode.OPERATOR_KEY_INVALID);

    const quoted = okResult(
      quoteTransportRequest,
      await quote(orderNo, 32_500, { carType: 'van', note: 'Two vans' }),
    );
    const payBefore = new Date(Date.parse(found.trip.pickupAt) - 12 * 3_600_000).toISOString();
    expect(quoted).toEqual({ orderNo, status: 'unpaid', payBefore });
    failure(await quote(orderNo, 30_000), 200, ErrorCode.ORDER_NOT_PAYABLE);
    expect(
      okResult(transportRequestsPending, await operator('GET', transportRequestsPending.path)).requests.map(
        (request) => request.orderNo,
      ),
    ).not.toContain(orderNo);

    await h.t.app.services.mail.flush();
    const [user] = await h.t.database.rows<{ email: string }>(
      sql`select email from users where id = ${userId}`,
    );
    const mail = h.t.app.services.mail.sent.find((sent) => sent.to === user?.email);
    expect(mail?.subject).toBe(`Your transfer quotation is ready (${orderNo})`);
    expect(mail?.text).toContain('USD\u00a0325.00');
    expect(mail?.text).toContain('Two vans');
    const sms = h.t.app.services.mail.sent.find((sent) => sent.to === '447400123456@sms.sandbox');
    expect(sms?.text).toContain(`Your transfer quotation ${orderNo} is ready: USD\u00a0325.00.`);

    const shown = okResult(transportOrder, await h.call(transportOrder, { orderNo }, token));
    expect(shown).toMatchObject({
      status: 'unpaid',
      total: 32_500,
      carType: 'van',
      payBefore,
      lines: [{ kind: 'base', amount: 32_500 }],
      request: { reason: 'groupTooLarge', note: 'Two vans' },
    });

    const mallory = await transportCardholder(h, 'tr-req-mallory');
    failure(await h.call(transportPayManualBooking, { orderNo }, mallory.token), 200, ErrorCode.NOT_FOUND);
    failure(await h.call(transportIsOrderExpired, { orderNo }, mallory.token), 200, ErrorCode.NOT_FOUND);
    failure(await h.call(transportOrder, { orderNo }, mallory.token), 200, ErrorCode.NOT_FOUND);

    const paying = okResult(
      transportPayManualBooking,
      await h.call(transportPayManualBooking, { orderNo }, token),
    );
    expect(paying).toMatchObject({ orderNo, uuid, payment: { amount: 32_500, currency: 'USD' } });
    const { paymentId, mac } = await payNewCard(paying.payment);
    failure(
      await h.call(transportFinishManualBooking, { uuid, paymentId, mac }, mallory.token),
      200,
      ErrorCode.PAYMENT_NOT_VERIFIABLE,
    );
    expect(
      okResult(
        transportFinishManualBooking,
        await h.call(transportFinishManualBooking, { uuid, paymentId, mac }, token),
      ),
    ).toEqual({ payFinish: true, orderNo });
    expect(okResult(transportOrder, await h.call(transportOrder, { orderNo }, token)).status).toBe('paid');
    expect(
      okResult(transportIsOrderExpired, await h.call(transportIsOrderExpired, { orderNo }, token)),
    ).toEqual({
      orderNo,
      expired: false,
      status: 'paid',
    });
    failure(await h.call(transportPayManualBooking, { orderNo }, token), 200, ErrorCode.ORDER_NOT_PAYABLE);
  });

  it('pays a quotation with a saved card after the password re-check', async () => {
    const { token } = await transportCardholder(h, 'tr-req-saved');
    const card = okResult(finishAddCard, await h.addCard(token, { number: '38520000023237' })).card;
    if (!card) throw new Error('card not added');
    const { orderNo, uuid } = await sendRequest(token, 10);
    okResult(quoteTransportRequest, await quote(orderNo, 41_000));
    const payToken = (proof: string) =>
      h.call(transportPayManualBookingToken, { orderNo, cardId: card.id, proof }, token);
    failure(await payToken('x'.repeat(32)), 200, ErrorCode.PROOF_REQUIRED);
    const paying = okResult(
      transportPayManualBookingToken,
      await payToken(await transportProof(h, token, uuid)),
    );
    const { returnUrl } = await payInBrowser(paying.payment, {}, 'approve', PORTAL_URL);
    const paymentId = returnUrl?.searchParams.get('paymentId') ?? '';
    const mac = returnUrl?.searchParams.get('mac') ?? '';
    expect(
      okResult(
        transportFinishManualBooking,
        await h.call(transportFinishManualBooking, { uuid, paymentId, mac, orderNo }, token),
      ),
    ).toEqual({ payFinish: true, orderNo });
  });

  it('expires a request past its deadline: pending by the sweep, quoted by is-order-expired and the pay calls', async () => {
    const { token } = await transportCardholder(h, 'tr-req-expire');
    const pending = await sendRequest(token);
    await h.t.database.rows(
      sql`update orders set service_at = now() + interval '11 hours' where order_no = ${pending.orderNo}`,
    );
    failure(await quote(pending.orderNo, 10_000), 200, ErrorCode.BOOKING_EXPIRED);
    expect(
      okResult(
        transportIsOrderExpired,
        await h.call(transportIsOrderExpired, { orderNo: pending.orderNo }, token),
      ),
    ).toEqual({ orderNo: pending.orderNo, expired: true, status: 'expired' });

    const bySweep = await sendRequest(token);
    await h.t.database.rows(
      sql`update orders set service_at = now() + interval '11 hours' where order_no = ${bySweep.orderNo}`,
    );
    expect((await h.t.app.services.bookings.sweep()).expired).toBeGreaterThanOrEqual(1);
    expect(
      okResult(transportOrder, await h.call(transportOrder, { orderNo: bySweep.orderNo }, token)).status,
    ).toBe('expired');

    const quoted = await sendRequest(token);
    okResult(quoteTransportRequest, await quote(quoted.orderNo, 20_000));
    expect(
      okResult(
        transportIsOrderExpired,
        await h.call(transportIsOrderExpired, { orderNo: quoted.orderNo }, token),
      ),
    ).toMatchObject({ expired: false, status: 'unpaid' });
    await h.t.database.rows(
      sql`update orders set pay_before = now() - interval '1 minute' where order_no = ${quoted.orderNo}`,
    );
    failure(
      await h.call(transportPayManualBooking, { orderNo: quoted.orderNo }, token),
      200,
      ErrorCode.BOOKING_EXPIRED,
    );
    failure(
      await h.call(transportPayManualBooking, { orderNo: quoted.orderNo }, token),
      200,
      ErrorCode.BOOKING_EXPIRED,
    );
    expect(
      okResult(
        transportIsOrderExpired,
        await h.call(transportIsOrderExpired, { orderNo: quoted.orderNo }, token),
      ),
    ).toEqual({ orderNo: quoted.orderNo, expired: true, status: 'expired' });
  });

  it('sends only a trip that needs an operator, with its passenger, as a request; a normal order is not paid here', async () => {
    const { token } = await transportCardholder(h, 'tr-req-refuse');
    const { input } = await tripFor(h);
    const normal = okResult(searchTransportCars, await h.call(searchTransportCars, input, token));
    failure(await h.call(transportManualBooking, { uuid: normal.uuid }, token), 400, ErrorCode.BAD_REQUEST);
    const big = okResult(
      searchTransportCars,
      await h.call(searchTransportCars, { ...input, luggage: 9 }, token),
    );
    failure(
      await h.call(transportManualBooking, { uuid: big.uuid }, token),
      200,
      ErrorCode.BOOKING_INCOMPLETE,
    );
    const mallory = await transportCardholder(h, 'tr-req-refuse-mallory');
    okResult(saveTransportPassenger, await h.call(saveTransportPassenger, passengerFor(big.uuid), token));
    failure(
      await h.call(transportManualBooking, { uuid: big.uuid }, mallory.token),
      200,
      ErrorCode.BOOKING_INCOMPLETE,
    );
    // A request cannot be placed through the normal booking call.
    failure(
      await h.call(transportSpine.orderReview, { uuid: big.uuid }, token),
      200,
      ErrorCode.BOOKING_INCOMPLETE,
    );

    const { uuid } = await draftTransport(h, token, { airportCode: 'AMS' });
    const placed = okResult(
      transportSpine.createOrder,
      await h.call(transportSpine.createOrder, { uuid, proof: await transportProof(h, token, uuid) }, token),
    );
    failure(
      await h.call(transportPayManualBooking, { orderNo: placed.orderNo }, token),
      200,
      ErrorCode.ORDER_NOT_PAYABLE,
    );
    failure(await quote(placed.orderNo, 1_000), 200, ErrorCode.ORDER_NOT_PAYABLE);
    failure(await quote('TS-AAAAAA', 1_000), 200, ErrorCode.NOT_FOUND);
  });

  it('the operator CLI lists the requests, quotes one and sets a fleet over HTTP', async () => {
    const { token } = await transportCardholder(h, 'tr-cli');
    const { orderNo } = await sendRequest(token);
    const url = await h.t.app.listen({ port: 0, host: '127.0.0.1' });
    const run = async (...args: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runTransportCli([...args, '--url', url], {
        out: (line) => out.push(line),
        err: (line) => err.push(line),
        env: { OPERATOR_KEY: DEV_OPERATOR_KEY },
        fetch,
      });
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    const listed = await run('requests');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`${orderNo} `);
    expect(listed.out).toContain('groupTooLarge');
    expect(await run('quote', orderNo, '25000', '--car', 'van', '--note', 'Two vans')).toMatchObject({
      code: 0,
    });
    expect(okResult(transportOrder, await h.call(transportOrder, { orderNo }, token))).toMatchObject({
      status: 'unpaid',
      total: 25_000,
      carType: 'van',
    });
    expect(await run('fleet', 'lhr', 'van', '5')).toMatchObject({
      code: 0,
      out: 'LHR now has 5 van car(s) per pick-up hour.',
    });
    expect((await run('fleet', 'LHR', 'bus', '5')).code).toBe(2);
    expect((await run('quote', orderNo, '25000')).code).toBe(1);
    expect((await run('requests', '--key', 'wrong')).code).toBe(1);
  });

  it('refuses hostile input on every Transport call: extra fields, wrong types, control characters, overlong strings', async () => {
    const { token } = await transportCardholder(h, 'tr-hostile');
    const { input } = await tripFor(h);
    const { uuid } = okResult(searchTransportCars, await h.call(searchTransportCars, input, token));
    const good: Array<[{ method: string; path: string }, Record<string, unknown>]> = [
      [searchTransportCars, input],
      [
        searchTransportFlight,
        {
          flightNumber: input.flightNumber,
          date: input.flightDate,
          airportCode: 'LHR',
          direction: 'fromAirport',
        },
      ],
      [checkOverKmCharge, { uuid, carType: 'van' }],
      [selectTransportCar, { uuid, carType: 'van' }],
      [saveTransportPassenger, passengerFor(uuid)],
      [transportManualBooking, { uuid }],
      [transportPayManualBooking, { orderNo: 'TS-AAAAAA' }],
      [transportPayManualBookingToken, { orderNo: 'TS-AAAAAA', cardId: 1, proof: 'x'.repeat(32) }],
      [transportFinishManualBooking, { uuid, paymentId: 'p-1' }],
      [transportIsOrderExpired, { orderNo: 'TS-AAAAAA' }],
      [transportOrder, { orderNo: 'TS-AAAAAA' }],
      [setTransportFleet, { airportCode: 'LHR', carType: 'van', cars: 1 }],
      [quoteTransportRequest, { orderNo: 'TS-AAAAAA', amount: 100 }],
    ];
    const send = (contract: { method: string; path: string }, payload: Record<string, unknown>) =>
      h.t.app.inject({
        method: contract.method as 'GET' | 'POST',
        url: `/api${contract.path}`,
        headers: { authorization: token, channel: 'web', [OPERATOR_KEY_HEADER]: DEV_OPERATOR_KEY },
        ...(contract.method === 'GET'
          ? { query: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])) }
          : { payload }),
      });
    for (const [contract, payload] of good) {
      const stringKey = Object.keys(payload).find((key) => typeof payload[key] === 'string');
      const numberKey = Object.keys(payload).find((key) => typeof payload[key] === 'number');
      const cases: Array<Record<string, unknown>> = [{ ...payload, extra: 'x' }];
      if (stringKey) {
        cases.push({ ...payload, [stringKey]: 'ab\u0000cd' }, { ...payload, [stringKey]: 'x'.repeat(5_000) });
        if (contract.method === 'POST') cases.push({ ...payload, [stringKey]: 42 });
      }
      if (numberKey && contract.method === 'POST')
        cases.push({ ...payload, [numberKey]: 'many' }, { ...payload, [numberKey]: 1.5 });
      for (const hostile of cases) {
        const response = await send(contract, hostile);
        expect(response.statusCode, `${contract.path} ${JSON.stringify(hostile).slice(0, 120)}`).toBe(400);
        expect(response.json()).toMatchObject({ state: '0', errorCode: ErrorCode.BAD_REQUEST });
      }
    }
    // Line breaks only in the notes to the driver.
    failure(
      await h.call(saveTransportPassenger, { ...passengerFor(uuid), welcomeSign: 'Ms\nNúñez' }, token),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(
      await h.call(searchTransportCars, { ...input, from: 'poi:../../etc' }, token),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(await h.call(searchTransportCars, { ...input, adults: 13 }, token), 400, ErrorCode.BAD_REQUEST);
    failure(
      await h.call(saveTransportPassenger, { ...passengerFor(uuid), childSeat: 2 }, token),
      400,
      ErrorCode.BAD_REQUEST,
    );
  });
});
