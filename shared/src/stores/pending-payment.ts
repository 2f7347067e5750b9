import { type BookingServiceType, isBookingServiceType } from '../contracts/booking-services';
import { PAYMENT_RETURN_PARAMS } from '../contracts/payment-host';
import { readJson, removeKey, writeJson } from './safe-storage';
import { LOCAL_KEYS } from './storage-keys';

/**
 * What the browser remembers while it is away at the payment host (3-D Secure), so that the
 * return on home (`/?paymentId=…`) knows which finish check to call (and, for a payment the API
 * created, which payment). Kept in local storage: the
 * host sends the browser back in the same tab, but a strict browser may have dropped the session
 * storage of a cross-site navigation. The API verifies the payment itself; this is only a note.
 */

/** Which booking a payment is for: 1 transport, 2 airport assistant, 3 fast track (BOOKING_SERVICES). */
export type BookingPaymentType = BookingServiceType;

export interface PendingBookingPayment {
  uuid: string;
  orderNo: string;
  type: BookingPaymentType;
  /** True for a normal booking; false for a manual (operator-quoted) booking paid afterwards. */
  isNormal: boolean;
  /** The wizard's `currentType` query, handed back to its result page (0: a new booking). */
  currentType: number;
}

/** Where a card was being added from: only the account's card screens so far. */
export type PendingCardType = 'account';

export interface PendingCard {
  /** The name typed in the portal; absent with hosted tokenization (the host asked for it). */
  cardHolder?: string;
  type: PendingCardType;
}

export type PendingReturn =
  | { kind: 'booking'; info: PendingBookingPayment }
  | { kind: 'card'; info: PendingCard };

/** Stored with a time, so that the newer of the two wins if both were ever left behind. */
interface Stamped<T> {
  savedAt: number;
  info: T;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

// Local storage is input like any other: read it defensively.
const asBooking = (value: unknown): PendingBookingPayment | null => {
  if (!isRecord(value)) return null;
  const { uuid, orderNo, type, isNormal, currentType } = value;
  if (typeof uuid !== 'string' || typeof orderNo !== 'string') return null;
  if (!isBookingServiceType(type)) return null;
  if (typeof isNormal !== 'boolean' || typeof currentType !== 'number') return null;
  return { uuid, orderNo, type, isNormal, currentType };
};

const asCard = (value: unknown): PendingCard | null => {
  if (!isRecord(value)) return null;
  const { cardHolder, type } = value;
  if (type !== 'account') return null;
  if (cardHolder === undefined) return { type };
  if (typeof cardHolder !== 'string' || cardHolder.trim() === '') return null;
  return { cardHolder, type };
};

const readStamped = <T>(key: string, check: (value: unknown) => T | null): Stamped<T> | null => {
  const stored = readJson<unknown>('local', key);
  if (!isRecord(stored) || typeof stored.savedAt !== 'number') return null;
  const info = check(stored.info);
  return info ? { savedAt: stored.savedAt, info } : null;
};

const stamp = <T>(info: T): Stamped<T> => ({ savedAt: Date.now(), info });

/** Before sending the browser to the payment host for a booking. */
export const savePendingPayment = (info: PendingBookingPayment) =>
  writeJson('local', LOCAL_KEYS.pendingPayment, stamp(info));

/** Before sending the browser to the payment host to add a card. */
export const savePendingCard = (info: PendingCard) => writeJson('local', LOCAL_KEYS.pendingCard, stamp(info));

export const readPendingPayment = (): PendingBookingPayment | null =>
  readStamped(LOCAL_KEYS.pendingPayment, asBooking)?.info ?? null;

export const readPendingCard = (): PendingCard | null =>
  readStamped(LOCAL_KEYS.pendingCard, asCard)?.info ?? null;

/** Forgets the pending card (the host refused it, or it could not be reached). */
export const clearPendingCard = () => removeKey('local', LOCAL_KEYS.pendingCard);

/**
 * The payment the API created for the pending info (Worldline's hosted tokenization), noted before
 * the browser leaves for 3-D Secure: a host that returns with its `RETURNMAC` alone still names it.
 */
export const savePendingHostPayment = (paymentId: string) =>
  writeJson('local', LOCAL_KEYS.pendingHostPayment, stamp(paymentId));

const readPendingHostPayment = (): string | null =>
  readStamped(LOCAL_KEYS.pendingHostPayment, (value) =>
    typeof value === 'string' && value !== '' ? value : null,
  )?.info ?? null;

/** Forgets every kind of pending info (after a return, or when the host refused the card). */
export const clearPendingPayments = () => {
  removeKey('local', LOCAL_KEYS.pendingPayment);
  removeKey('local', LOCAL_KEYS.pendingCard);
  removeKey('local', LOCAL_KEYS.pendingHostPayment);
};

/** Whether an address (its query) is the payment host's return: a payment id, or Worldline's MAC. */
export const isPaymentReturn = (search: string): boolean => {
  const query = new URLSearchParams(search);
  return query.has(PAYMENT_RETURN_PARAMS.paymentId) || query.has(PAYMENT_RETURN_PARAMS.returnMac);
};

/**
 * The return's payment id and MAC (`RETURNMAC`, or the sandbox's `mac`) when pending info waits for
 * it, else null. Without `paymentId` in the address, the payment noted before leaving.
 */
export const paymentReturnOf = (search: string): { paymentId: string; mac: string | null } | null => {
  if (!isPaymentReturn(search) || !readPendingReturn()) return null;
  const query = new URLSearchParams(search);
  const paymentId = query.get(PAYMENT_RETURN_PARAMS.paymentId) || readPendingHostPayment();
  if (!paymentId) return null;
  return {
    paymentId,
    mac: query.get(PAYMENT_RETURN_PARAMS.returnMac) ?? query.get(PAYMENT_RETURN_PARAMS.mac),
  };
};

/** The pending info a return should finish, the newer one if both are stored; null when none. */
export const readPendingReturn = (): PendingReturn | null => {
  const booking = readStamped(LOCAL_KEYS.pendingPayment, asBooking);
  const card = readStamped(LOCAL_KEYS.pendingCard, asCard);
  if (booking && (!card || booking.savedAt >= card.savedAt)) return { kind: 'booking', info: booking.info };
  if (card) return { kind: 'card', info: card.info };
  return null;
};

/**
 * Reads the pending info and forgets it at once, so a reload of the return URL (or a second
 * mount) finds nothing and never finishes the same payment twice.
 */
export const takePendingReturn = (): PendingReturn | null => {
  const pending = readPendingReturn();
  clearPendingPayments();
  return pending;
};
