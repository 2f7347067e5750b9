import type {
  CancellationTerms,
  CardInfo,
  OrderAccounts,
  OrderSummary,
  PriceLine,
  PriceReason,
} from '@portal/shared/contracts/bookings';

/**
 * The booking spine's answers every service's tests build alike (decision 0007), shaped exactly as
 * the contracts say: the draft's uuid, the password's proof, the complimentary uses, the saved
 * cards, the host's payment session, the placed order, the terms and the booked order.
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

export interface ServiceSpineFixture {
  /** The service's order number (its prefix first: `TS-7K3D9Q`). */
  orderNo: string;
  currency: string;
  /** What the service's review asks to pay (minor units): the host's session is opened for it. */
  due: number;
  /** Why the placed order costs what it does, unless a test says otherwise. */
  reason?: PriceReason;
}

/**
 * A service's fixtures of the booking spine, named as its tests use them: the draft's uuid, the
 * password's proof, its order number, the host's session for what its review asks, and the order
 * placed from that review (`placedSpineOrder`, each field overridable).
 */
export const serviceSpineFixtures = ({ orderNo, currency, due, reason }: ServiceSpineFixture) => ({
  UUID: BOOKING_UUID,
  PROOF: BOOKING_PROOF,
  ORDER_NO: orderNo,
  PAYMENT_SESSION: paymentSession(due, currency),
  placedOrder: (overrides: Partial<PlacedSpineOrderFixture> = {}) =>
    placedSpineOrder({ orderNo, currency, due, reason, ...overrides }),
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** Cancellation terms for `serviceAt`: free until 24 hours before; refunds take 7 to 14 business days. */
export const cancellationTerms = (serviceAt: string): CancellationTerms => ({
  freeUntil: new Date(Date.parse(serviceAt) - DAY_MS).toISOString(),
  freeCancellationHours: 24,
  refundBusinessDays: { min: 7, max: 14 },
});

export interface BookedSpineOrderFixture {
  orderNo: string;
  /** The specification's service number (1 transport, 2 airport assistant, 3 fast track). */
  type: number;
  /** The lane or the pick-up place, one line. */
  place: string;
  serviceAt: string;
  total: number;
  currency: string;
  lines: PriceLine[];
  /** Complimentary uses it took (covered when any). */
  uses: number;
  /** The last four digits of the Diners Club card it was paid with. */
  lastFour: string;
}

/**
 * A service's order detail as far as every service answers it alike: its summary and accounts, paid
 * with a saved card, at Heathrow (London's time), not seen yet, cancellable online until 24 hours
 * before (`cancellationTerms`). The service adds its own fields.
 */
export const bookedSpineOrder = ({
  orderNo,
  type,
  place,
  serviceAt,
  total,
  currency,
  lines,
  uses,
  lastFour,
}: BookedSpineOrderFixture): OrderSummary & OrderAccounts => ({
  orderNo,
  uuid: BOOKING_UUID,
  type,
  status: 'paid',
  isNormal: true,
  airportCode: 'LHR',
  airportName: 'London Heathrow Airport',
  place,
  serviceAt,
  timeZone: 'Europe/London',
  total,
  currency,
  covered: uses > 0,
  uses,
  unseen: true,
  lines,
  payment: { brand: 'Diners Club', lastFour },
  refunded: 0,
  refund: null,
  cancellation: { ...cancellationTerms(serviceAt), open: true, phone: '+1 800 555 0199' },
  payBefore: null,
  cancelReason: null,
});
