import type { CardInfo, PriceReason } from '@portal/shared/contracts/bookings';

/**
 * The booking spine's answers every service's tests build alike (decision 0007), shaped exactly as
 * the contracts say: the draft's uuid, the password's proof, the complimentary uses, the saved
 * cards, the host's payment session and the placed order.
 */

export const BOOKING_UUID = '0b7c3f5e-8d1a-4c2b-9e6f-1a2b3c4d5e6f';
export const BOOKING_PROOF = 'proof-0123456789abcdefghij';

/** `verify-pwd`'s answer: the single-use proof. */
export const verifiedPassword = () => ({ proof: BOOKING_PROOF, expiresInSeconds: 300 });

/** The cardholder's complimentary uses of a service: `count` of `total` left this year. */
export const cardInfo = (count: number, total = 4): CardInfo => ({
  count,
  total,
  level: 'premium',
  year: 2030,
});

/** Two Diners Club cards; the second (id 9, ending 1667) is the default. */
export const SAVED_CARDS = [
  { id: 7, brand: 'Diners Club', lastFour: '0004', expiry: '12/31', holder: 'Ana Silva', isDefault: false },
  { id: 9, brand: 'Diners Club', lastFour: '1667', expiry: '10/32', holder: 'Ana Silva', isDefault: true },
];

/** The payment host's session for `amount` (minor units). */
export const paymentSession = (amount: number, currency: string) => ({
  sessionId: 'session-0123456789abcdef',
  createPaymentUrl: 'http://127.0.0.1:8090/ingenico/token-pay/create-payment',
  amount,
  currency,
  returnUrl: 'http://127.0.0.1:4310/',
});

export interface PlacedSpineOrderFixture {
  orderNo: string;
  currency: string;
  /** What an unpaid order asks for unless `total` says otherwise. */
  due: number;
  uuid?: string;
  status?: 'paid' | 'unpaid';
  total?: number;
  reason?: PriceReason;
  priceChanged?: boolean;
}

/**
 * `createOrder`'s answer: unpaid (with its host session for the total) unless `status` is `paid`
 * (covered: nothing to pay, confirmed at once).
 */
export const placedSpineOrder = ({
  orderNo,
  currency,
  due,
  uuid = BOOKING_UUID,
  status = 'unpaid',
  total = status === 'paid' ? 0 : due,
  reason = 'covered',
  priceChanged = false,
}: PlacedSpineOrderFixture) => ({
  orderNo,
  uuid,
  status,
  total,
  currency,
  reason,
  priceChanged,
  payBefore: status === 'unpaid' ? '2030-07-01T10:30:00.000Z' : null,
  payment: status === 'unpaid' ? paymentSession(total, currency) : null,
});
