import { type FileOutcome, fetchOrderFile, useRead } from '@portal/shared/bookings';
import { orderCalendar } from '@portal/shared/contracts/orders';
import { transportOrder } from '@portal/shared/contracts/transport';
import { callApi } from '@portal/shared/http';

/** The caller's Transport order, as the result page shows it. */
export const useTransportOrder = (orderNo: string | null) =>
  useRead(orderNo ? (signal) => callApi(transportOrder, { orderNo }, { signal }) : null, orderNo ?? '');

/** The booking as an iCalendar file (`text/calendar`, not the envelope). */
export const fetchCalendar = (orderNo: string): Promise<FileOutcome> =>
  fetchOrderFile({ method: 'GET', path: orderCalendar.path, input: { orderNo }, type: 'text/calendar' });
