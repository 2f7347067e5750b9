import type { APIRequestContext, Page } from '@playwright/test';
import { callApi, type SignedUpUser } from './accounts';
import { T5_LANE } from './fast-track';

/**
 * Bookings set up through the API, as the Fast Track wizard would place them (slot, passengers,
 * password re-check, order), so the bookings specs spend their time on the bookings pages.
 */

interface Slot {
  time: string;
  endTime: string;
  seatsLeft: number;
  bookable: boolean;
}

export interface PlacedFastTrackOrder {
  orderNo: string;
  uuid: string;
  /** `paid` when a complimentary use covered it all, else `unpaid` (nothing is paid here). */
  status: 'paid' | 'unpaid';
  total: number;
  currency: string;
  payBefore: string | null;
}

export interface FastTrackBooking {
  /** The airport's local date, `YYYY-MM-DD` (see `dateAhead`). */
  date: string;
  passengers: number;
  laneCode?: string;
  flightNumber?: string;
}

/**
 * Places a Fast Track order for `user` on the first bookable slot of `date`. With complimentary uses
 * left, one passenger is covered (a one-passenger order is paid at once and its confirmation mailed);
 * the rest is left unpaid — its payment session is simply not used.
 */
export const bookFastTrackViaApi = async (
  request: APIRequestContext,
  user: Pick<SignedUpUser, 'token' | 'password'>,
  { date, passengers, laneCode = T5_LANE.code, flightNumber = 'BA117' }: FastTrackBooking,
): Promise<PlacedFastTrackOrder> => {
  const { token } = user;
  const { slots } = await callApi<{ slots: Slot[] }>(
    request,
    'POST',
    '/cip/getSubscribeTimes',
    { laneCode, date },
    token,
  );
  const slot = slots.find((s) => s.bookable && s.seatsLeft >= passengers);
  if (!slot) throw new Error(`no bookable slot for ${passengers} on ${laneCode} ${date}`);
  const { uuid } = await callApi<{ uuid: string }>(
    request,
    'POST',
    '/cip/save-booking-details',
    { laneCode, date, time: slot.time, passengers, flightNumber },
    token,
  );
  const names = Array.from({ length: passengers }, (_, n) => ({
    firstName: n === 0 ? 'Ana' : 'Zoe',
    lastName: n === 0 ? 'Tester' : `Nunez ${String.fromCharCode(65 + n)}`,
  }));
  await callApi(request, 'POST', '/cip/save-passengers', { uuid, passengers: names }, token);
  const { proof } = await callApi<{ proof: string }>(
    request,
    'POST',
    '/cip/verify-pwd',
    { uuid, password: user.password },
    token,
  );
  return callApi<PlacedFastTrackOrder>(request, 'POST', '/cip/createOrder', { uuid, proof }, token);
};

/** The complimentary Fast Track uses left this year for the travel date (`cardInfo.count`). */
export const fastTrackUsesLeft = async (request: APIRequestContext, token: string, date: string) => {
  const { cardInfo } = await callApi<{ cardInfo: { count: number; total: number } | null }>(
    request,
    'POST',
    '/cip/queryCipByAirportCode',
    { airportCode: 'LHR', date },
    token,
  );
  return cardInfo;
};

/** The bookings list at a tab (0 Upcoming, 1 Past, 2 Cancelled, 3 Pending), once its panel has loaded. */
export const openBookingsTab = async (page: Page, tab = 0) => {
  await page.goto(`/account/bookings/list?activedTitle=${tab}`);
  await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first().waitFor();
};
