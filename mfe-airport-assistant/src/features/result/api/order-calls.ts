import { type FileOutcome, fetchOrderFile, useRead } from '@portal/shared/bookings';
import { airportAssistantOrder } from '@portal/shared/contracts/airport-assistant';
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
