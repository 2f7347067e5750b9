/**
 * The bookings area: every order of the caller, whatever its service, by tab and page, and its
 * calendar file. Each service's detail call (`/order/cip-detail`, …) is in its own contract module.
 * Imported as `@portal/shared/contracts/orders`.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderNoSchema, orderSummarySchema } from './bookings';

/** The bookings tabs; `activedTitle` in the URL is the tab's number (2 Cancelled, 3 Pending). */
export const BOOKING_TABS = ['upcoming', 'past', 'cancelled', 'pending'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];
export const MAX_ORDERS_PAGE_SIZE = 50;

/**
 * One page of a tab: Upcoming (paid, still ahead; soonest first), Past (done, expired or gone by;
 * newest first), Cancelled (newest first), Pending (awaiting a quotation or payment; soonest first).
 * Listing a tab marks its orders seen.
 */
export const orderList = defineEndpoint({
  method: 'POST',
  path: '/order/list',
  auth: 'user',
  input: z.strictObject({
    tab: z
      .number()
      .int()
      .min(0)
      .max(BOOKING_TABS.length - 1),
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(MAX_ORDERS_PAGE_SIZE).default(10),
  }),
  result: z.object({
    items: z.array(orderSummarySchema),
    total: z.number().int().nonnegative(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

/** The order as an iCalendar file (`text/calendar`, not the envelope). */
export const orderCalendar = defineEndpoint({
  method: 'GET',
  path: '/order/calendar',
  auth: 'user',
  input: z.strictObject({ orderNo: orderNoSchema }),
  result: z.unknown(),
});
