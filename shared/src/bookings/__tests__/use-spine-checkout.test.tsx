import { ErrorCode } from '@portal/shared/contracts';
import { fastTrackSpine } from '@portal/shared/contracts/fast-track';
import type { PaymentSession } from '@portal/shared/contracts/payments';
import { callApi } from '@portal/shared/http';
import { leaveForPaymentHost, payWithHost } from '@portal/shared/payments';
import { initScreenI18n } from '@portal/shared/testing';
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlacedSpineOrder } from '../spine-client';
import { type SpineCheckoutOptions, useSpineCheckout } from '../use-spine-checkout';

vi.mock('@portal/shared/http', () => ({ callApi: vi.fn() }));
// The post to the host and leaving the page are tested in @portal/shared/payments.
vi.mock('@portal/shared/payments', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared/payments')>()),
  payWithHost: vi.fn(),
  leaveForPaymentHost: vi.fn(),
}));
const mockedCallApi = vi.mocked(callApi);
const mockedPay = vi.mocked(payWithHost);
const mockedLeave = vi.mocked(leaveForPaymentHost);

const UUID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const HOST_3DS = 'http://127.0.0.1:8090/3ds/challenge/pay_123';
const session: PaymentSession = {
  sessionId: 'session-0123456789abcdef',
  createPaymentUrl: 'http://127.0.0.1:8090/ingenico/token-pay/create-payment',
  amount: 2400,
  currency: 'USD',
  returnUrl: 'http://127.0.0.1:4310/',
};
const placed = (patch: Partial<PlacedSpineOrder> = {}): PlacedSpineOrder => ({
  orderNo: 'FT-7K3D9Q',
  uuid: UUID,
  status: 'unpaid',
  total: 2400,
  currency: 'USD',
  reason: 'covered',
  priceChanged: false,
  payBefore: null,
  payment: session,
  ...patch,
});
const verified = {
  ok: true as const,
  result: { proof: 'proof-0123456789abcdefghij', expiresInSeconds: 300 },
};
const submit = { preventDefault: () => {} } as FormEvent;

const setUp = (total: number) => {
  const options = {
    spine: fastTrackSpine,
    uuid: UUID,
    review: { total },
    cardIdPrefix: 'test-card',
    paymentFailedTitle: 'Payment failed',
    onPlaced: vi.fn(),
    onConfirmed: vi.fn(),
  } satisfies SpineCheckoutOptions;
  const hook = renderHook(() => useSpineCheckout(options));
  return { ...hook, options };
};

/** Types the password (and picks a saved card), then submits. */
const confirm = async (result: { current: ReturnType<typeof useSpineCheckout> }, password = 'secret') => {
  act(() => {
    result.current.setPassword(password);
    result.current.setChoice({ kind: 'saved', cardId: 3 });
  });
  await act(() => result.current.onSubmit(submit));
};

beforeAll(async () => {
  await initScreenI18n();
});

beforeEach(() => {
  mockedCallApi.mockReset();
  mockedPay.mockReset();
  mockedLeave.mockReset();
});

describe('useSpineCheckout', () => {
  it('asks for the password first, and sends nothing without it', async () => {
    const { result } = setUp(2400);
    act(() => result.current.setChoice({ kind: 'saved', cardId: 3 }));
    await act(() => result.current.onSubmit(submit));
    expect(result.current.passwordError).toBe('common:validation.required');
    expect(mockedCallApi).not.toHaveBeenCalled();
  });

  it('says a wrong password on the field, and places nothing', async () => {
    mockedCallApi.mockResolvedValueOnce({
      ok: false,
      errorCode: ErrorCode.PASSWORD_INCORRECT,
      message: 'Password is incorrect.',
      details: null,
    });
    const { result, options } = setUp(2400);
    await confirm(result, 'wrong');
    expect(result.current.passwordError).toBe('common:validation.passwordIncorrect');
    expect(result.current.stage).toBe('form');
    expect(mockedCallApi).toHaveBeenCalledTimes(1);
    expect(options.onPlaced).not.toHaveBeenCalled();
  });

  it('confirms a covered booking at once: noted, confirmed, nothing paid', async () => {
    mockedCallApi.mockResolvedValueOnce(verified).mockResolvedValueOnce({
      ok: true,
      result: placed({ status: 'paid', total: 0, payment: null }),
    });
    const { result, options } = setUp(0);
    await confirm(result);
    expect(mockedCallApi.mock.calls[1]?.[1]).not.toHaveProperty('cardId');
    expect(options.onPlaced).toHaveBeenCalledWith('FT-7K3D9Q');
    expect(options.onConfirmed).toHaveBeenCalledWith('FT-7K3D9Q');
    expect(mockedPay).not.toHaveBeenCalled();
  });

  it('pays the amount due with the chosen saved card, and leaves for the host', async () => {
    mockedPay.mockResolvedValue({ kind: 'redirect', url: HOST_3DS });
    mockedCallApi.mockResolvedValueOnce(verified).mockResolvedValueOnce({ ok: true, result: placed() });
    const { result, options } = setUp(2400);
    await confirm(result);
    expect(mockedCallApi.mock.calls[1]?.[1]).toMatchObject({ cardId: 3 });
    expect(options.onPlaced).toHaveBeenCalledWith('FT-7K3D9Q');
    expect(mockedPay.mock.calls[0]?.[0].pending).toMatchObject({ kind: 'booking', info: { type: 3 } });
    expect(mockedLeave).toHaveBeenCalledWith(HOST_3DS);
    expect(result.current.stage).toBe('leaving');
  });

  it('holds an order that came out at another amount until confirmed, then pays it without placing it again', async () => {
    mockedPay.mockResolvedValue({ kind: 'redirect', url: HOST_3DS });
    mockedCallApi
      .mockResolvedValueOnce(verified)
      .mockResolvedValueOnce({ ok: true, result: placed({ total: 4800, priceChanged: true }) });
    const { result } = setUp(2400);
    await confirm(result);
    expect(mockedPay).not.toHaveBeenCalled();
    expect(result.current.held?.order.total).toBe(4800);
    expect(result.current.due).toBe(4800);

    await act(() => result.current.onSubmit(submit));
    expect(mockedCallApi).toHaveBeenCalledTimes(2);
    expect(mockedPay).toHaveBeenCalledTimes(1);
    expect(mockedLeave).toHaveBeenCalledWith(HOST_3DS);
  });

  it("shows a refused payment under the service's title, back on the form", async () => {
    mockedPay.mockResolvedValue({
      kind: 'refused',
      reason: 'CARD_NOT_ACCEPTED',
      message: 'Card not accepted.',
    });
    mockedCallApi.mockResolvedValueOnce(verified).mockResolvedValueOnce({ ok: true, result: placed() });
    const { result } = setUp(2400);
    await confirm(result);
    expect(result.current.stage).toBe('form');
    expect(result.current.failure).toEqual({ title: 'Payment failed', message: 'Card not accepted.' });
    expect(mockedLeave).not.toHaveBeenCalled();
  });

  it('offers to go back when the draft cannot be placed', async () => {
    mockedCallApi.mockResolvedValueOnce(verified).mockResolvedValueOnce({
      ok: false,
      errorCode: ErrorCode.ORDER_NOT_PAYABLE,
      message: 'The order cannot be paid.',
      details: null,
    });
    const { result } = setUp(2400);
    await confirm(result);
    expect(result.current.failure).toMatchObject({ restart: true });
  });
});
