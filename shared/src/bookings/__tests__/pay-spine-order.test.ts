import { BOOKING_SERVICES, ErrorCode } from '@portal/shared/contracts';
import type { PaymentSession } from '@portal/shared/contracts/payments';
import { i18n } from '@portal/shared/i18n';
import { payWithHost } from '@portal/shared/payments';
import { initScreenI18n } from '@portal/shared/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paySpineOrder } from '../pay-spine-order';

// The post to the host is the payments module's (tested there): here, what it is asked to do.
vi.mock('@portal/shared/payments', () => ({ payWithHost: vi.fn() }));
const mockedPay = vi.mocked(payWithHost);

const UUID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const session: PaymentSession = {
  sessionId: 'session-0123456789abcdef',
  createPaymentUrl: 'http://127.0.0.1:8090/ingenico/token-pay/create-payment',
  amount: 4500,
  currency: 'GBP',
  returnUrl: 'http://127.0.0.1:4310/',
};

beforeEach(() => {
  mockedPay.mockReset();
  mockedPay.mockResolvedValue({ kind: 'redirect', url: 'http://127.0.0.1:8090/3ds' });
});

describe('paySpineOrder', () => {
  it.each([
    ['fast_track', 'FT-7K3D9Q'],
    ['airport_assistant', 'AA-7K3D9Q'],
  ] as const)(
    "pays a %s order with its session, noting the booking under the service's type",
    async (service, orderNo) => {
      const result = await paySpineOrder(service, UUID, { orderNo, payment: session }, { kind: 'saved' });

      expect(result).toEqual({ kind: 'redirect', url: 'http://127.0.0.1:8090/3ds' });
      const [input] = mockedPay.mock.calls[0] ?? [];
      expect(input?.card).toEqual({ kind: 'saved' });
      expect(input?.pending).toEqual({
        kind: 'booking',
        info: { uuid: UUID, orderNo, type: BOOKING_SERVICES[service].type, isNormal: true, currentType: 0 },
      });
      await expect(input?.openSession()).resolves.toEqual({ ok: true, result: session });
    },
  );

  it('opens no session for an order without one (nothing to pay)', async () => {
    await paySpineOrder('fast_track', UUID, { orderNo: 'FT-7K3D9Q', payment: null }, { kind: 'saved' });
    const [input] = mockedPay.mock.calls[0] ?? [];
    await expect(input?.openSession()).resolves.toMatchObject({
      ok: false,
      errorCode: ErrorCode.ORDER_NOT_PAYABLE,
    });
  });

  it('says why in the visitor’s language', async () => {
    await initScreenI18n();
    await i18n.changeLanguage('pt-BR');
    await paySpineOrder('fast_track', UUID, { orderNo: 'FT-7K3D9Q', payment: null }, { kind: 'saved' });
    const [input] = mockedPay.mock.calls[0] ?? [];
    const answer = await input?.openSession();
    await i18n.changeLanguage('en-US');
    expect(answer).toMatchObject({
      ok: false,
      message: 'Esta reserva não pode ser paga: já foi paga, cancelada ou expirou.',
    });
  });
});
