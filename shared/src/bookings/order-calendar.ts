import { orderCalendar } from '@portal/shared/contracts/orders';
import { type FileOutcome, fetchOrderFile } from './fetch-order-file';

/** A booking as an iCalendar file (`/order/calendar`, `text/calendar`), whatever its service. */
export const fetchOrderCalendar = (orderNo: string): Promise<FileOutcome> =>
  fetchOrderFile({ method: 'GET', path: orderCalendar.path, input: { orderNo }, type: 'text/calendar' });

/** The name the calendar file is saved under. */
export const calendarFileName = (orderNo: string) => `${orderNo}.ics`;
