import type { BookingSpine } from '@portal/shared/contracts/bookings';
import { cardList } from '@portal/shared/contracts/payments';
// Types only: this module is the mock's factory too, so it must not load the module it mocks.
import type * as Payments from '@portal/shared/payments';
import { afterEach, vi } from 'vitest';
import { fakeApi, ok, type SeenRequest } from './fake-api';
import { SAVED_CARDS, verifiedPassword } from './spine-fixtures';

// One pair a test file: vitest loads this module afresh for each file.
const payWithHost = vi.fn<typeof Payments.payWithHost>();
const leaveForPaymentHost = vi.fn<typeof Payments.leaveForPaymentHost>();

/**
 * `@portal/shared/payments` for a test of a page that pays: the module as it is (the card form is
 * real) but for the payment host, doubled — the post to the host (`payWithHost`) and leaving the
 * page (`leaveForPaymentHost`) are the mocks of `paymentHostDoubles`. The factory of the test file's
 * `vi.mock('@portal/shared/payments', …)`, imported inside it (vitest hoists the call above the
 * file's imports).
 */
export const withPaymentHostDoubles = async (importOriginal: () => Promise<typeof Payments>) => ({
  ...(await importOriginal()),
  payWithHost,
  leaveForPaymentHost,
});

/** The payment host's doubles of `withPaymentHostDoubles`, reset after each test. */
export const paymentHostDoubles = () => {
  afterEach(() => {
    payWithHost.mockReset();
    leaveForPaymentHost.mockReset();
  });
  return { mockedPay: payWithHost, mockedLeave: leaveForPaymentHost };
};

type Handler = (request: SeenRequest) => unknown;

export interface SpineCheckoutAnswers {
  /** `orderReview`'s envelope: the draft priced. */
  priced: Handler;
  /** `createOrder`'s envelope: the order placed. */
  order: Handler;
  /** `verifyPwd`'s envelope; the password is right unless it says otherwise. */
  verify?: Handler;
  /** The saved cards (`/pay/card-list`); the two of `SAVED_CARDS` unless it says otherwise. */
  cards?: readonly unknown[];
}

/**
 * The fake API (`fakeApi`) of a service's review step: its spine's calls (the draft priced, the
 * password checked, the order placed) and the saved cards, then `more` (other paths). Records
 * every request.
 */
export const serveSpineCheckout = (
  spine: Pick<BookingSpine, 'orderReview' | 'verifyPwd' | 'createOrder'>,
  { priced, order, verify = () => ok(verifiedPassword()), cards = SAVED_CARDS }: SpineCheckoutAnswers,
  more: Record<string, Handler> = {},
) =>
  fakeApi({
    [spine.orderReview.path]: priced,
    [spine.verifyPwd.path]: verify,
    [spine.createOrder.path]: order,
    [cardList.path]: () => ok(cards),
    ...more,
  });
