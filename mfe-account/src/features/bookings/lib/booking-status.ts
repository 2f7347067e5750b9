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
