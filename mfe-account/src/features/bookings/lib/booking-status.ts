import type { OrderStatus } from '@portal/shared/contracts/bookings';

/** The message key of a state: the specification's labels (Paid, Completed, UNPAID, EXPIRED, …). */
export const statusKey = (status: OrderStatus) => `bookings.status.${status}`;

/** Still bookable business: cancelling is offered (the API decides whether online or by phone). */
export const canCancel = (status: OrderStatus) => status === 'paid' || status === 'unpaid';

/** Confirmed bookings: their mail, calendar entry and voucher exist. */
export const isConfirmed = (status: OrderStatus) => status === 'paid' || status === 'completed';

/** The label of a booking's amount: Paid, To pay, or just the total (cancelled, expired, quoted). */
export const moneyLabelKey = (status: OrderStatus) => {
  if (status === 'paid' || status === 'completed') return 'bookings.price.totalPaid';
  if (status === 'unpaid') return 'bookings.price.totalToPay';
  return 'bookings.price.total';
};

/**
 * Pay now is offered for a booking placed by a wizard whose card payment did not finish: unpaid,
 * something to pay, its time to pay not over (`status` already says expired when it is). A booking
 * request's quotation is paid through its service's own page.
 */
export const canPayNow = (order: { isNormal: boolean; total: number }, status: OrderStatus) =>
  status === 'unpaid' && order.isNormal && order.total > 0;
