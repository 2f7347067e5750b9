import { type FileOutcome, fetchOrderFile } from '@portal/shared/bookings';
import { orderCalendar } from '@portal/shared/contracts/orders';

/** The booking as an iCalendar file (`text/calendar`), whatever its service. */
export const fetchCalendar = (orderNo: string): Promise<FileOutcome> =>
  fetchOrderFile({ method: 'GET', path: orderCalendar.path, input: { orderNo }, type: 'text/calendar' });

export const calendarFilename = (orderNo: string) => `${orderNo}.ics`;
