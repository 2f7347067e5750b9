import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearPendingPayments,
  isPaymentReturn,
  paymentReturnOf,
  readPendingCard,
  readPendingPayment,
  readPendingReturn,
  savePendingCard,
  savePendingHostPayment,
  savePendingPayment,
  takePendingReturn,
} from '../pending-payment';

const booking = { uuid: 'u-1', orderNo: 'T-100', type: 1, isNormal: true, currentType: 0 } as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('pending payment info', () => {
  it('keeps a booking and a card under the specification keys, in local storage', () => {
    savePendingPayment(booking);
    savePendingCard({ cardHolder: 'Ana Silva', type: 'account' });
    expect(JSON.parse(localStorage.getItem('pendingPayment') ?? 'null')).toMatchObject({ info: booking });
    expect(JSON.parse(localStorage.getItem('pendingCard') ?? 'null')).toMatchObject({
      info: { cardHolder: 'Ana Silva', type: 'account' },
    });
    expect(readPendingPayment()).toEqual(booking);
    expect(readPendingCard()).toEqual({ cardHolder: 'Ana Silva', type: 'account' });
    clearPendingPayments();
    expect(localStorage.getItem('pendingPayment')).toBeNull();
    expect(localStorage.getItem('pendingCard')).toBeNull();
  });

  it('ignores what it did not write (tampered or old shapes)', () => {
    localStorage.setItem('pendingPayment', JSON.stringify({ savedAt: 1, info: { ...booking, type: 7 } }));
    localStorage.setItem('pendingCard', '{not json');
    expect(readPendingPayment()).toBeNull();
    expect(readPendingCard()).toBeNull();
    expect(readPendingReturn()).toBeNull();
    localStorage.setItem(
      'pendingCard',
      JSON.stringify({ savedAt: 1, info: { cardHolder: ' ', type: 'account' } }),
    );
    expect(readPendingReturn()).toBeNull();
  });

  it('finishes the newer one when both were left behind', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000);
    savePendingCard({ cardHolder: 'Ana Silva', type: 'account' });
    vi.setSystemTime(2_000);
    savePendingPayment({ ...booking, type: 3 });
    expect(readPendingReturn()).toEqual({ kind: 'booking', info: { ...booking, type: 3 } });
    vi.setSystemTime(3_000);
    savePendingCard({ cardHolder: 'Bo Lee', type: 'account' });
    expect(readPendingReturn()).toEqual({ kind: 'card', info: { cardHolder: 'Bo Lee', type: 'account' } });
  });

  it('take reads once: a second take (a reload) finds nothing', () => {
    savePendingCard({ cardHolder: 'Ana Silva', type: 'account' });
    expect(takePendingReturn()).toEqual({ kind: 'card', info: { cardHolder: 'Ana Silva', type: 'account' } });
    expect(takePendingReturn()).toBeNull();
    expect(localStorage.getItem('pendingCard')).toBeNull();
  });

  it('reads the host’s return: the payment id with the sandbox’s mac or Worldline’s RETURNMAC', () => {
    expect(isPaymentReturn('?paymentId=1234567890_0&mac=abc')).toBe(true);
    expect(isPaymentReturn('?RETURNMAC=f3a2-c4e1')).toBe(true);
    expect(isPaymentReturn('?tab=2')).toBe(false);
    // Nothing pending: not a return to finish.
    expect(paymentReturnOf('?paymentId=1234567890_0&mac=abc')).toBeNull();
    savePendingPayment(booking);
    expect(paymentReturnOf('?paymentId=1234567890_0&mac=abc')).toEqual({
      paymentId: '1234567890_0',
      mac: 'abc',
    });
    expect(paymentReturnOf('?paymentId=1234567890_0&RETURNMAC=f3a2-c4e1')).toEqual({
      paymentId: '1234567890_0',
      mac: 'f3a2-c4e1',
    });
    expect(paymentReturnOf('?paymentId=1234567890_0')).toEqual({ paymentId: '1234567890_0', mac: null });
    // Worldline's RETURNMAC alone: the payment the API created, noted before leaving.
    expect(paymentReturnOf('?RETURNMAC=f3a2-c4e1')).toBeNull();
    savePendingHostPayment('9876543210_0');
    expect(paymentReturnOf('?RETURNMAC=f3a2-c4e1')).toEqual({ paymentId: '9876543210_0', mac: 'f3a2-c4e1' });
    expect(paymentReturnOf('?paymentId=1234567890_0&RETURNMAC=x')).toMatchObject({
      paymentId: '1234567890_0',
    });
    clearPendingPayments();
    expect(localStorage.getItem('pendingHostPayment')).toBeNull();
  });
});
