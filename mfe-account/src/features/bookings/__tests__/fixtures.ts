import { fetchOrderFile } from '@portal/shared/bookings/fetch-order-file';
import type { RemoteName } from '@portal/shared/contracts';
import type { OrderSummary } from '@portal/shared/contracts/bookings';
import {
  type FastTrackOrder,
  fastTrackOrder as fastTrackOrderCall,
  fastTrackSpine,
  voucherPdf,
} from '@portal/shared/contracts/fast-track';
import { apiClient, callApi } from '@portal/shared/http';
import { bookingDetailModule } from '@portal/shared/remote';
import { type ExposedModulePath, setExposedModuleLoader } from '@portal/shared/stores';
import { fakeApi, ok, type SeenRequest } from '@portal/shared/testing';
import { FAST_TRACK_ORDER as BOOKED_FAST_TRACK_ORDER } from '@portal/shared/testing/fast-track-fixtures';
import { createElement, Fragment } from 'react';

/** Answers shaped exactly as the contracts say (callApi checks every result against them). */

export const ORDER_NO = 'FT-7K3D9Q';

export const summary = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  orderNo: ORDER_NO,
  uuid: '0b7c3f5e-8d1a-4c2b-9e6f-1a2b3c4d5e6f',
  type: 3,
  status: 'paid',
  isNormal: true,
  airportCode: 'LHR',
  airportName: 'London Heathrow Airport',
  place: 'Fast Track Security, Terminal 5',
  serviceAt: '2030-07-16T09:15:00.000Z',
  timeZone: 'Europe/London',
  total: 2400,
  currency: 'USD',
  covered: true,
  uses: 1,
  unseen: false,
  ...overrides,
});

/** Order numbers FT-AAAAA3, FT-AAAAA4, … (the alphabet has no 0, 1, 2, 5 or 8). */
export const orderNoAt = (n: number) => {
  const alphabet = 'ACDEFGHJKMNPQRTUVWXY34679';
  return `FT-AAAA${alphabet[Math.floor(n / alphabet.length) % alphabet.length]}${alphabet[n % alphabet.length]}`;
};

/** Fast Track's order as its detail call answers it, seen already (as the bookings' summary). */
export const FAST_TRACK_ORDER: FastTrackOrder = { ...BOOKED_FAST_TRACK_ORDER, ...summary() };

export const fastTrackOrder = (overrides: Partial<FastTrackOrder> = {}): FastTrackOrder => ({
  ...FAST_TRACK_ORDER,
  ...overrides,
});

export const UNREAD = { isUnread: false, unreadMsgNum: 0, pendingMsgNum: 0, cancelledMsgNum: 0 };

export interface ServedFile {
  path: string;
  method: string;
  url: string;
}

/**
 * The fake API (envelopes, every request recorded) plus the two calls that answer files instead
 * of the envelope: the calendar (`text/calendar`) and the voucher (`application/pdf`).
 */
export const serveApi = (handlers: Record<string, (request: SeenRequest) => unknown>) => {
  const seen = fakeApi({ '/order/msg': () => ok(UNREAD), ...handlers });
  const files: ServedFile[] = [];
  const envelopes = apiClient.defaults.transport;
  apiClient.defaults.transport = async (url, init) => {
    const path = url.replace(apiClient.defaults.baseURL, '').split('?')[0] ?? '';
    const method = init.method ?? 'GET';
    if (path === '/order/calendar') {
      files.push({ path, method, url });
      return new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
        status: 200,
        headers: { 'content-type': 'text/calendar; charset=utf-8' },
      });
    }
    if (path === '/cip/pdf-stream') {
      files.push({ path, method, url });
      return new Response('%PDF-1.7 voucher', {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      });
    }
    if (!envelopes) throw new Error('no fake transport');
    return envelopes(url, init);
  };
  return { seen, files };
};

/** The requests to one path, in order. */
export const requestsTo = (seen: SeenRequest[], path: string) =>
  seen.filter((request) => request.path === path);

/** A service's own facts as its module shows them: plain rows, so the page's part is what is tested. */
function FakeFastTrackFields({ order }: { order: FastTrackOrder }) {
  const row = (term: string, value: string) =>
    createElement('div', { key: term }, createElement('dt', null, term), createElement('dd', null, value));
  return createElement(
    Fragment,
    null,
    row('Flight', order.flightNumber),
    row('Passengers', order.passengers.map((name) => `${name.firstName} ${name.lastName}`).join(', ')),
  );
}

/**
 * A stand-in for `mfe-fast-track/booking-detail` (the real one is that remote's, tested there): the
 * same calls of the same contracts, its own rows.
 */
export const FAKE_FAST_TRACK_DETAIL = {
  bookingDetail: bookingDetailModule<FastTrackOrder>({
    namespace: 'fastTrack',
    read: (orderNo, signal) => callApi(fastTrackOrderCall, { orderNo }, { signal }),
    Fields: FakeFastTrackFields,
    spine: fastTrackSpine,
    voucher: (orderNo) =>
      fetchOrderFile({ method: 'POST', path: voucherPdf.path, input: { orderNo }, type: 'application/pdf' }),
  }),
};

/**
 * The host's loader of exposed modules, as the shell registers it, answering `modules` by
 * `<remote>/<module>` (a function: called for the answer, e.g. to wait or reject); anything else
 * rejects, like a remote that is switched off or has no such module. Records every load.
 */
export const serveExposedModules = (modules: Record<string, unknown>) => {
  const loads: string[] = [];
  setExposedModuleLoader(async (remote: RemoteName, module: ExposedModulePath) => {
    const id = `${remote}/${module.slice(2)}`;
    loads.push(id);
    if (!(id in modules)) throw new Error(`${id} is not available`);
    const answer = modules[id];
    return typeof answer === 'function' ? answer() : answer;
  });
  return loads;
};
