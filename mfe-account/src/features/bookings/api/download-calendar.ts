import { orderCalendar } from '@portal/shared/contracts/orders';
import { type FileOutcome, fetchOrderFile } from './fetch-order-file';

/** The booking as an iCalendar file (`text/calendar`), whatever its service. */
export const fetchCalendar = (orderNo: string): Promise<FileOutcome> =>
  fetchOrderFile({ method: 'GET', path: orderCalendar.path, input: { orderNo }, type: 'text/calendar' });

export const calendarFilename = (orderNo: string) => `${orderNo}.ics`;
