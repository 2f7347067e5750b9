import { type FileOutcome, fetchOrderFile, useRead } from '@portal/shared/bookings';
import { airportAssistantOrder, airportAssistantSpine } from '@portal/shared/contracts/airport-assistant';
import { orderCalendar } from '@portal/shared/contracts/orders';
import { callApi } from '@portal/shared/http';

/** The caller's Airport Assistant order, as the result page shows it. */
export const useAssistantOrder = (orderNo: string | null) =>
  useRead(
    orderNo ? (signal) => callApi(airportAssistantOrder, { orderNo }, { signal }) : null,
    orderNo ?? '',
  );

/** The booking as an iCalendar file (`text/calendar`, not the envelope). */
export const fetchCalendar = (orderNo: string): Promise<FileOutcome> =>
  fetchOrderFile({ method: 'GET', path: orderCalendar.path, input: { orderNo }, type: 'text/calendar' });

/**
 * Discard booking: drops the unpaid order (its complimentary use is given back at once). An order
 * that cannot be cancelled any more needs nothing more, so only a connection failure rejects.
 */
export const cancelUnpaidOrder = async (orderNo: string): Promise<void> => {
  await callApi(airportAssistantSpine.cancelBooking, { orderNo });
};
