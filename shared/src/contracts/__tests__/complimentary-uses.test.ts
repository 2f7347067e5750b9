import { describe, expect, it } from 'vitest';
import { priceWithUses, usesTakenBy, usesToTake } from '../complimentary-uses';
import type { PriceLine } from '../endpoints/bookings';

const perPassenger = (passengers: number) => ({ perUse: 2600, maxUses: passengers });
const base = (passengers: number): PriceLine => ({
  kind: 'base',
  amount: 2600 * passengers,
  quantity: passengers,
  unitAmount: 2600,
});

describe('usesToTake', () => {
  it('takes one use per passenger while uses are left, never more than either', () => {
    expect(usesToTake(perPassenger(3), 4)).toBe(3);
    expect(usesToTake(perPassenger(3), 3)).toBe(3);
    expect(usesToTake(perPassenger(3), 2)).toBe(2);
    expect(usesToTake(perPassenger(3), 0)).toBe(0);
    expect(usesToTake(perPassenger(1), 4)).toBe(1);
  });

  it('takes none when a use would take nothing off (a booking request not quoted yet)', () => {
    expect(usesToTake({ perUse: 0, maxUses: 1 }, 4)).toBe(0);
  });
});

describe('priceWithUses', () => {
  it('covers as many passengers as uses are taken and charges the rest', () => {
    expect(priceWithUses([base(3)], perPassenger(3), 2, { total: 2 })).toEqual({
      lines: [base(3), { kind: 'entitlement', amount: -5200, quantity: 2, unitAmount: 2600 }],
      total: 2600,
      reason: 'covered',
    });
  });

  it('writes a single use as a plain line, and never takes off more than the lines add up to', () => {
    expect(priceWithUses([base(1)], { perUse: 9000, maxUses: 1 }, 1, { total: 2 })).toEqual({
      lines: [base(1), { kind: 'entitlement', amount: -2600 }],
      total: 0,
      reason: 'covered',
    });
  });

  it('says why nothing is taken off: no uses left, or none in the card level', () => {
    expect(priceWithUses([base(2)], perPassenger(2), 0, { total: 2 })).toMatchObject({
      total: 5200,
      reason: 'noUsesLeft',
    });
    expect(priceWithUses([base(2)], perPassenger(2), 0, { total: 0 })).toMatchObject({
      reason: 'notIncluded',
    });
  });
});

describe('usesTakenBy', () => {
  it('reads back the uses the price took, one for a line without a quantity, none without a line', () => {
    for (const uses of [1, 2, 3]) {
      expect(usesTakenBy(priceWithUses([base(3)], perPassenger(3), uses, { total: 4 }).lines)).toBe(uses);
    }
    expect(usesTakenBy([base(2), { kind: 'entitlement', amount: -2400 }])).toBe(1);
    expect(usesTakenBy([base(2)])).toBe(0);
  });
});
