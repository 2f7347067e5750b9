import {
  clearPendingCard,
  clearPendingPayments,
  type PendingReturn,
  savePendingCard,
  savePendingPayment,
} from '@portal/shared/stores';

/** Notes what the return on home must finish, before the browser leaves for the host. */
export const savePending = (pending: PendingReturn) => {
  if (pending.kind === 'card') savePendingCard(pending.info);
  else savePendingPayment(pending.info);
};

/** Forgets the note when the browser does not leave after all. */
// A booking's note goes with any card note left behind: only one payment is ever on its way.
export const clearPending = (pending: PendingReturn) =>
  pending.kind === 'card' ? clearPendingCard() : clearPendingPayments();
