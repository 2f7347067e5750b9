import { describe, expect, it } from 'vitest';
import { bookingResultUrl, isUnpaidResult, resultIsWhat } from '../index';

const pending = (currentType: number) =>
  ({ uuid: 'u-1', orderNo: 'FT-7K3D9Q', type: 3, isNormal: true, currentType }) as const;

describe('a payment return’s result page', () => {
  it('chooses isWhat: 0 paid; unpaid 2 for a new booking, else 1', () => {
    expect(resultIsWhat(true, 0)).toBe(0);
    expect(resultIsWhat(true, 1)).toBe(0);
    expect(resultIsWhat(false, 0)).toBe(2);
    expect(resultIsWhat(false, 1)).toBe(1);
    expect(resultIsWhat(false, 2)).toBe(1);
  });

  it('reads isWhat 1 or 2 as a payment that did not go through, anything else as not saying so', () => {
    const unpaid = (query: string) => isUnpaidResult(new URLSearchParams(query));
    expect(unpaid('currentType=0&isWhat=2')).toBe(true);
    expect(unpaid('currentType=1&isWhat=1')).toBe(true);
    expect(unpaid('currentType=0&isWhat=0')).toBe(false);
    expect(unpaid('orderNo=FT-7K3D9Q')).toBe(false);
    expect(unpaid('isWhat=3')).toBe(false);
  });

  it('hands the wizard’s currentType back with isWhat and the order', () => {
    expect(bookingResultUrl('/fast-track/complete', 2, pending(0))).toBe(
      '/fast-track/complete?currentType=0&isWhat=2&orderNo=FT-7K3D9Q',
    );
    expect(bookingResultUrl('/transport-services/succ', 0, pending(1))).toBe(
      '/transport-services/succ?currentType=1&isWhat=0&orderNo=FT-7K3D9Q',
    );
  });
});
