import { createHmac } from 'node:crypto';
import { cardBrand, luhnValid, normaliseCardNumber, parseExpiry } from '@portal/shared/validation';

/** Diners Club International ranges this host accepts, with the lengths issued in each. */
export const DINERS_RANGES: ReadonlyArray<{ prefixes: readonly string[]; lengths: readonly number[] }> = [
  { prefixes: ['300', '301', '302', '303', '304', '305'], lengths: [14, 15, 16] },
  { prefixes: ['3095'], lengths: [14, 15, 16] },
  { prefixes: ['36'], lengths: [14, 15, 16] },
  { prefixes: ['38', '39'], lengths: [14, 15, 16] },
];

export const BRAND_NAME = 'Diners Club';

/** The published Diners Club test numbers: each one goes through the 3-D Secure challenge. */
export const PUBLISHED_TEST_NUMBERS = [
  '3000000000000004',
  '36227206271667',
  '3056930009020004',
  '38520000023237',
  '38000000000006',
] as const;

/** An extra test number that the issuer authenticates without a challenge (frictionless). */
export const FRICTIONLESS_TEST_NUMBER = '36006666333344';

/** Any accepted card with this CVC is declined by the issuer after authentication. */
export const DECLINE_CVC = '000';

export type CardCheck =
  | { ok: true; digits: string }
  | { ok: false; reason: 'CARD_NOT_ACCEPTED' | 'CARD_INVALID'; message: string };

const SCHEME_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

const dinersRange = (digits: string) =>
  DINERS_RANGES.find((range) => range.prefixes.some((prefix) => digits.startsWith(prefix)));

/** Only Diners Club numbers with a valid length for their range and a valid Luhn check digit. */
export const checkCardNumber = (value: string): CardCheck => {
  const digits = normaliseCardNumber(value);
  if (!/^\d{12,19}$/.test(digits)) {
    return { ok: false, reason: 'CARD_INVALID', message: 'The card number is incomplete or not a number.' };
  }
  const range = dinersRange(digits);
  if (!range) {
    const scheme = SCHEME_NAMES[cardBrand(digits)];
    return {
      ok: false,
      reason: 'CARD_NOT_ACCEPTED',
      message: scheme
        ? `Only Diners Club cards are accepted; this is a ${scheme} card.`
        : 'Only Diners Club cards are accepted; this card is not a Diners Club card.',
    };
  }
  if (!range.lengths.includes(digits.length) || !luhnValid(digits)) {
    return { ok: false, reason: 'CARD_INVALID', message: 'The card number is not valid.' };
  }
  return { ok: true, digits };
};

/** MM/YY, not in the past (valid to the end of its month). */
export const checkExpiry = (value: string, now = new Date()): boolean => {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  const index = expiry.year * 12 + expiry.month;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return index >= current && index <= current + 20 * 12;
};

/** Diners Club cards have a three-digit CVC. */
export const checkCvc = (value: string): boolean => /^\d{3}$/.test(value.trim());

/** How the issuer treats a card: a challenge (default), or frictionless. */
export const needsChallenge = (digits: string): boolean => digits !== FRICTIONLESS_TEST_NUMBER;

/** A keyed fingerprint of the card, the same for the same number at one merchant. */
export const cardFingerprint = (secret: string, merchantId: string, digits: string): string =>
  createHmac('sha256', secret).update(`${merchantId}:${digits}`).digest('hex');

/** The expiry as the host reports it: always MM/YY with two digits each. */
export const formatExpiry = (value: string): string => {
  const expiry = parseExpiry(value);
  if (!expiry) return value;
  return `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`;
};
