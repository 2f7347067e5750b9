import { BOOKING_TABS, type BookingTab } from '@portal/shared/contracts/orders';

/** The query parameter that names the tab by number (specification §2: 2 Cancelled, 3 Pending). */
export const TAB_PARAM = 'activedTitle';
export const BOOKINGS_LIST_PATH = '/account/bookings/list';
export const BOOKING_DETAILS_PATH = '/account/bookings/details';

/** The tab number in the address; Upcoming (0) for anything missing or not one of the tabs. */
export const tabFromQuery = (params: URLSearchParams): number => {
  const value = params.get(TAB_PARAM);
  if (value === null || !/^\d$/.test(value)) return 0;
  const tab = Number(value);
  return tab < BOOKING_TABS.length ? tab : 0;
};

export const tabName = (tab: number): BookingTab => BOOKING_TABS[tab] ?? 'upcoming';

export const listPath = (tab: number) => `${BOOKINGS_LIST_PATH}?${TAB_PARAM}=${tab}`;

export const detailsPath = (orderNo: string) => `${BOOKING_DETAILS_PATH}?${new URLSearchParams({ orderNo })}`;
