import { ErrorCode, orderMsg } from '@portal/shared/contracts';
import {
  declineTransportRequest,
  quoteTransportRequest,
  saveTransportPassenger,
  searchTransportCars,
  transportManualBooking,
  transportOrder,
  transportRequestsPending,
} from '@portal/shared/contracts/transport';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, okResult } from '../helpers/envelope';
import { type PaymentsHarness, startPaymentsHarness } from '../payments/harness';
import { installTestPlaces, passengerFor, transportCardholder, tripFor } from '../transport/harness';
import { ADMIN, auditSince, callAs, lastAuditId, operatorToken, QUOTES, VIEWER } from './harness';

describe('declining and quoting Transport booking requests as an operator (pglite)', () => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness('pglite');
    installTestPlaces(h);
  });
  afterAll(() => h?.close());

  /** A request for a group no car takes, sent by a new cardholder. */
  const sendRequest = async (label: string) => {
    const { userId, token } = await transportCardholder(h, label);
    const { input } = await tripFor(h, { adults: 9 });
    const found = okResult(searchTransportCars, await h.call(searchTransportCars, input, token));
    okResult(saveTransportPassenger, await h.call(saveTransportPassenger, passengerFor(found.uuid), token));
    const sent = okResult(
      transportManualBooking,
      await h.call(transportManualBooking, { uuid: found.uuid }, token),
    );
    const [user] = await h.t.database.rows<{ email: string }>(
      sql`select email from users where id = ${userId}`,
    );
    return { orderNo: sent.orderNo, token, email: user?.email ?? '' };
  };

  it('declines a pending request with a reason: cancelled, the cardholder told by mail and SMS, audited', async () => {
    const { orderNo, token, email } = await sendRequest('op-decline');
    const quotes = { token: await operatorToken(h.t, QUOTES) };
    const viewer = { token: await operatorToken(h.t, VIEWER) };
    const reason = 'No van is free that night, sorry';

    // Every role reads the requests; only the quotes desk answers them.
    expect(
      okResult(
        transportRequestsPending,
        await callAs(h.t, transportRequestsPending, {}, viewer),
      ).requests.map((request) => request.orderNo),
    ).toContain(orderNo);
    expect((await callAs(h.t, declineTransportRequest, { orderNo, reason }, viewer)).json()).toMatchObject({
      errorCode: ErrorCode.OPERATOR_ROLE_MISSING,
    });
    failure(
      await callAs(h.t, declineTransportRequest, { orderNo, reason: '' }, quotes),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(
      await callAs(h.t, declineTransportRequest, { orderNo, reason: 'x'.repeat(301) }, quotes),
      400,
      ErrorCode.BAD_REQUEST,
    );
    expect(okResult(transportOrder, await h.call(transportOrder, { orderNo }, token)).status).toBe('pending');
    // Listed for the quotes desk with what the console shows: the group, and the currency to quote in.
    const listed = okResult(
      transportRequestsPending,
      await callAs(h.t, transportRequestsPending, {}, quotes),
    ).requests.find((request) => request.orderNo === orderNo);
    expect(listed).toMatchObject({
      airportCode: 'LHR',
      adults: 9,
      currency: expect.stringMatching(/^[A-Z]{3}$/),
    });

    const before = await lastAuditId(h.t);
    const declined = okResult(
      declineTransportRequest,
      await callAs(h.t, declineTransportRequest, { orderNo, reason }, quotes),
    );
    expect(declined).toEqual({ orderNo, status: 'cancelled' });
    // The cardholder's messages count it until they open it.
    expect(okResult(orderMsg, await h.call(orderMsg, {}, token)).cancelledMsgNum).toBe(1);
    // The booking page says it was declined, and why.
    expect(okResult(transportOrder, await h.call(transportOrder, { orderNo }, token))).toMatchObject({
      status: 'cancelled',
      request: { reason: 'groupTooLarge', quotedAt: null, declineReason: reason },
    });
    expect(
      okResult(
        transportRequestsPending,
        await callAs(h.t, transportRequestsPending, {}, quotes),
      ).requests.map((request) => request.orderNo),
    ).not.toContain(orderNo);

    await h.t.app.services.mail.flush();
    const mail = h.t.app.services.mail.sent.find((sent) => sent.to === email);
    expect(mail?.subject).toBe(`We cannot offer the transfer you asked for (${orderNo})`);
    expect(mail?.text).toContain(reason);
    expect(mail?.html).toContain('No van is free that night, sorry');
    const sms = h.t.app.services.mail.sent.find(
      (sent) => sent.to === '447400123456@sms.sandbox' && sent.text.includes(orderNo),
    );
    expect(sms?.text).toContain(`We cannot offer your transfer request ${orderNo}: ${reason}.`);

    expect(await auditSince(h.t, before)).toEqual([
      expect.objectContaining({
        actor_kind: 'operator',
        operator_email: QUOTES,
        action: 'transport.decline',
        target: orderNo,
        details: { reason },
        outcome: 'success',
      }),
    ]);

    // Declined once: neither declined again nor quoted; both refusals audited as failures.
    const again = await lastAuditId(h.t);
    failure(
      await callAs(h.t, declineTransportRequest, { orderNo, reason }, quotes),
      200,
      ErrorCode.ORDER_NOT_PAYABLE,
    );
    failure(
      await callAs(h.t, quoteTransportRequest, { orderNo, amount: 20_000 }, quotes),
      200,
      ErrorCode.ORDER_NOT_PAYABLE,
    );
    expect(
      (await auditSince(h.t, again)).map((row) => [row.action, row.outcome, row.details.errorCode]),
    ).toEqual([
      ['transport.decline', 'failure', ErrorCode.ORDER_NOT_PAYABLE],
      ['transport.quote', 'failure', ErrorCode.ORDER_NOT_PAYABLE],
    ]);
    failure(
      await callAs(h.t, declineTransportRequest, { orderNo: 'TS-AAAAAA', reason }, quotes),
      200,
      ErrorCode.NOT_FOUND,
    );
  });

  it('a quotation by an operator is audited in its transaction with its amount', async () => {
    const { orderNo, token } = await sendRequest('op-quote');
    const admin = { token: await operatorToken(h.t, ADMIN) };
    const before = await lastAuditId(h.t);
    okResult(
      quoteTransportRequest,
      await callAs(
        h.t,
        quoteTransportRequest,
        { orderNo, amount: 25_000, carType: 'van', note: 'One van' },
        admin,
      ),
    );
    expect(okResult(transportOrder, await h.call(transportOrder, { orderNo }, token))).toMatchObject({
      status: 'unpaid',
      total: 25_000,
    });
    expect(await auditSince(h.t, before)).toEqual([
      expect.objectContaining({
        operator_email: ADMIN,
        action: 'transport.quote',
        target: orderNo,
        details: { amount: 25_000, carType: 'van', note: 'One van' },
        outcome: 'success',
      }),
    ]);
  });
});
