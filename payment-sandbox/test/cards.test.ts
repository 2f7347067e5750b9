import { describe, expect, it } from 'vitest';
import {
  cardFingerprint,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  FRICTIONLESS_TEST_NUMBER,
  formatExpiry,
  needsChallenge,
  PUBLISHED_TEST_NUMBERS,
} from '../src/cards';

describe('card checks', () => {
  it('accepts every published Diners Club test number and the frictionless one', () => {
    for (const number of [...PUBLISHED_TEST_NUMBERS, FRICTIONLESS_TEST_NUMBER]) {
      expect(checkCardNumber(number)).toEqual({ ok: true, digits: number });
    }
    expect(checkCardNumber('3000 0000 0000 0004')).toEqual({ ok: true, digits: '3000000000000004' });
  });

  it('accepts each Diners range (300–305, 3095, 36, 38–39) at 14–16 digits', () => {
    // Luhn-valid numbers built for each prefix.
    for (const number of [
      '30500000000003',
      '30950000000000',
      '36000000000008',
      '39000000000005',
      '380000000000000',
    ]) {
      expect(checkCardNumber(number).ok, number).toBe(true);
    }
  });

  it('refuses other schemes with the scheme named', () => {
    expect(checkCardNumber('4111111111111111')).toMatchObject({
      ok: false,
      reason: 'CARD_NOT_ACCEPTED',
      message: expect.stringContaining('Visa'),
    });
    expect(checkCardNumber('5555555555554444')).toMatchObject({ reason: 'CARD_NOT_ACCEPTED' });
    expect(checkCardNumber('378282246310005')).toMatchObject({ reason: 'CARD_NOT_ACCEPTED' });
    // 306–309 (other than 3095) and 37 are outside the Diners ranges.
    expect(checkCardNumber('30600000000001')).toMatchObject({ reason: 'CARD_NOT_ACCEPTED' });
  });

  it('refuses a wrong check digit, a wrong length or non-digits as invalid', () => {
    expect(checkCardNumber('3000000000000005')).toMatchObject({ ok: false, reason: 'CARD_INVALID' });
    expect(checkCardNumber('36227206271668')).toMatchObject({ reason: 'CARD_INVALID' });
    // Luhn-valid but 13 and 17 digits long.
    expect(checkCardNumber('3600000000004')).toMatchObject({ reason: 'CARD_INVALID' });
    expect(checkCardNumber('36000000000000004')).toMatchObject({ reason: 'CARD_INVALID' });
    expect(checkCardNumber('3622-7206-2716')).toMatchObject({ reason: 'CARD_INVALID' });
  });

  it('checks expiry (MM/YY, not past) and a three-digit CVC', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(checkExpiry('11/26', now)).toBe(true);
    expect(checkExpiry('10/26', now)).toBe(false);
    expect(checkExpiry('13/27', now)).toBe(false);
    expect(checkExpiry('1/27', now)).toBe(false);
    expect(formatExpiry('03 / 29')).toBe('03/29');
    expect(checkCvc('123')).toBe(true);
    expect(checkCvc('12')).toBe(false);
    expect(checkCvc('1234')).toBe(false);
  });

  it('challenges every card except the frictionless test number', () => {
    expect(PUBLISHED_TEST_NUMBERS.every(needsChallenge)).toBe(true);
    expect(needsChallenge(FRICTIONLESS_TEST_NUMBER)).toBe(false);
  });

  it('fingerprints a card per merchant without revealing it', () => {
    const a = cardFingerprint('secret', 'm1', '36227206271667');
    expect(a).toBe(cardFingerprint('secret', 'm1', '36227206271667'));
    expect(a).not.toBe(cardFingerprint('secret', 'm2', '36227206271667'));
    expect(a).not.toContain('6271667');
  });
});
