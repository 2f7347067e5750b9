import { ErrorCode } from '@portal/shared/contracts';
import { airportAssistantSpine } from '@portal/shared/contracts/airport-assistant';
import { fastTrackSpine } from '@portal/shared/contracts/fast-track';
import type { PaymentSession } from '@portal/shared/contracts/payments';
import { callApi } from '@portal/shared/http';
import { emptyNewCardValues, payWithHost } from '@portal/shared/payments';
import { initScreenI18n } from '@portal/shared/testing';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { payPlacedSpineOrder } from '../pay-placed-order';

vi.mock('@portal/shared/http', () => ({ callApi: vi.fn() }));
// The post to the host is the payments module's (tested there): here, what it is asked to do.
vi.mock('@portal/shared/payments', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared/payments')>()),
  payWithHost: vi.fn(),
}));
const mockedCallApi = vi.mocked(callApi);
const mockedPay = vi.mocked(payWithHost);

const UUID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const ORDER = { orderNo: 'FT-7K3D9Q', uuid: UUID };
const PROOF = 'proof-0123456789abcdefghij';
const session: PaymentSession = {
  sessionId: 'session-0123456789abcdef',
  createPaymentUrl: 'http://127.0.0.1:8090/ingenico/token-pay/create-payment',
  amount: 5200,
  currency: 'USD',
  returnUrl: 'http://127.0.0.1:4310/',
};
const opened = { ok: true as const, result: { ...ORDER, payment: session } };
const verified = { ok: true as const, result: { proof: PROOF, expiresInSeconds: 300 } };
const failed = (errorCode: number, message = 'Refused.') => ({
  ok: false as const,
  errorCode,
  message,
  details: null,
});

/** Answers each call by its path; records the calls in order. */
const serve = (answers: Record<string, unknown>) =>
  mockedCallApi.mockImplementation(async (contract) => {
    if (!(contract.path in answers)) throw new Error(`unexpected ${contract.path}`);
    return answers[contract.path] as never;
  });
const calls = () => mockedCallApi.mock.calls.map(([contract, input]) => [contract.path, input]);

beforeAll(async () => {
  await initScreenI18n();
});

beforeEach(() => {
  mockedCallApi.mockReset();
  mockedPay.mockReset();
  // The host answers with its 3-D Secure page once the session is open.
  mockedPay.mockImplementation(async (input) => {
    const session = await input.openSession();
    if (!session.ok) return { kind: 'apiError', errorCode: session.errorCode, message: session.message };
    return { kind: 'redirect', url: 'http://127.0.0.1:8090/3ds' };
  });
});

describe('payPlacedSpineOrder', () => {
  it('pays with a saved card after the password, its proof and the card to payBooking, noting the booking', async () => {
    serve({ '/cip/verify-pwd': verified, '/cip/pay-booking': opened });
    const result = await payPlacedSpineOrder(fastTrackSpine, ORDER, {
      kind: 'saved',
      cardId: 9,
      password: 'Secret123',
    });
    expect(result).toEqual({ kind: 'redirect', url: 'http://127.0.0.1:8090/3ds' });
    expect(calls()).toEqual([
      ['/cip/verify-pwd', { uuid: UUID, password: 'Secret123' }],
      ['/cip/pay-booking', { orderNo: ORDER.orderNo, cardId: 9, proof: PROOF }],
    ]);
    const [input] = mockedPay.mock.calls[0] ?? [];
    expect(input?.card).toEqual({ kind: 'saved' });
    // As the wizard notes it: the service's ./payment-return finishes it, isWhat 2 if not paid.
    expect(input?.pending).toEqual({
      kind: 'booking',
      info: { uuid: UUID, orderNo: ORDER.orderNo, type: 3, isNormal: true, currentType: 0 },
    });
  });

  it('clears the wizards’ drafts when leaving for the host, so the result page cannot show another booking', async () => {
    const draft = JSON.stringify({ orderNo: 'FT-AAAAAA', uuid: UUID });
    sessionStorage.setItem('laneData', draft);
    serve({ '/cip/pay-booking': failed(ErrorCode.ORDER_NOT_PAYABLE) });
    await payPlacedSpineOrder(fastTrackSpine, ORDER, { kind: 'new', values: emptyNewCardValues(false) });
    expect(sessionStorage.getItem('laneData')).toBe(draft);

    serve({ '/cip/pay-booking': opened });
    await payPlacedSpineOrder(fastTrackSpine, ORDER, { kind: 'new', values: emptyNewCardValues(false) });
    expect(sessionStorage.getItem('laneData')).toBeNull();
  });

  it('pays with a new card under the service’s own path and type, asking no password', async () => {
    const values = { ...emptyNewCardValues(false), cardHolder: 'Ana Silva' };
    serve({
      '/airport-assistant/pay-booking': { ...opened, result: { ...opened.result, orderNo: 'AA-7K3D9Q' } },
    });
    await payPlacedSpineOrder(
      airportAssistantSpine,
      { orderNo: 'AA-7K3D9Q', uuid: UUID },
      { kind: 'new', values },
    );
    expect(calls()).toEqual([['/airport-assistant/pay-booking', { orderNo: 'AA-7K3D9Q' }]]);
    const [input] = mockedPay.mock.calls[0] ?? [];
    expect(input?.card).toEqual({ kind: 'new', values });
    expect(input?.pending).toMatchObject({ info: { orderNo: 'AA-7K3D9Q', type: 2 } });
  });

  it('says a wrong password, and opens no payment', async () => {
    serve({ '/cip/verify-pwd': failed(ErrorCode.PASSWORD_INCORRECT, 'Password is incorrect.') });
    const result = await payPlacedSpineOrder(fastTrackSpine, ORDER, {
      kind: 'saved',
      cardId: 9,
      password: 'x',
    });
    expect(result).toEqual({ kind: 'wrongPassword' });
    expect(mockedPay).not.toHaveBeenCalled();
  });

  it('tells an order whose time ran out from any other refusal', async () => {
    serve({ '/cip/pay-booking': failed(ErrorCode.BOOKING_EXPIRED) });
    const values = emptyNewCardValues(false);
    expect(await payPlacedSpineOrder(fastTrackSpine, ORDER, { kind: 'new', values })).toEqual({
      kind: 'expired',
    });
    serve({ '/cip/pay-booking': failed(ErrorCode.ORDER_NOT_PAYABLE, 'server text') });
    expect(await payPlacedSpineOrder(fastTrackSpine, ORDER, { kind: 'new', values })).toEqual({
      kind: 'apiError',
      errorCode: ErrorCode.ORDER_NOT_PAYABLE,
      message: 'This booking cannot be paid: it is already paid, cancelled or expired.',
    });
  });
});
