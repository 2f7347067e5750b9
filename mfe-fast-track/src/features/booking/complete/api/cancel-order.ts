import { fastTrackSpine } from '@portal/shared/contracts/fast-track';
import { callApi } from '@portal/shared/http';

/**
 * Discard booking: drops the unpaid order (its seats and complimentary use are given back at once).
 * An order that cannot be cancelled any more (expired meanwhile) needs nothing more, so only a
 * connection failure rejects.
 */
export const cancelUnpaidOrder = async (orderNo: string): Promise<void> => {
  await callApi(fastTrackSpine.cancelBooking, { orderNo });
};
