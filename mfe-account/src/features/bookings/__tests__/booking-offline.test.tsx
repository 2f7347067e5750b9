import {
  setExposedModuleLoader,
  useDialogStore,
  useSavedCopyStore,
  useSessionStore,
} from '@portal/shared/stores';
import { ok } from '@portal/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isUpcoming, saveUpcomingForOffline } from '../api/save-for-offline';
import { BookingDetailsPage } from '../details/booking-details-page';
import { forgetBookingDetailModules } from '../details/use-booking-detail-module';
import {
  FAKE_FAST_TRACK_DETAIL,
  fastTrackOrder,
  ORDER_NO,
  orderNoAt,
  requestsTo,
  serveApi,
  serveExposedModules,
  summary,
} from './fixtures';
import { renderAt, setUpTexts } from './render-page';

const DETAILS = '/account/bookings/details';
const NOW = new Date('2030-07-01T00:00:00.000Z');

beforeAll(setUpTexts);

beforeEach(() => {
  useSessionStore.getState().setSession('token-1', { firstName: 'Ana', lastName: 'Silva' });
  serveExposedModules({ 'mfe-fast-track/booking-detail': FAKE_FAST_TRACK_DETAIL });
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  setExposedModuleLoader(null);
  forgetBookingDetailModules();
  useDialogStore.setState({ dialogs: [] });
  useSavedCopyStore.setState({ savedAt: null });
});

const goOffline = () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
};

const controlledByWorker = () =>
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });

describe('a booking opened offline (saved on the device)', () => {
  it('says when it was saved, and that cancelling needs a connection instead of failing', async () => {
    const { seen } = serveApi({ '/order/cip-detail': () => ok(fastTrackOrder()) });
    renderAt(`${DETAILS}?orderNo=${ORDER_NO}`, { [DETAILS]: BookingDetailsPage });
    const cancel = await screen.findByRole('button', { name: 'Cancel booking' });
    act(() => useSavedCopyStore.setState({ savedAt: new Date(Date.now() - 10 * 60_000).toISOString() }));
    expect(await screen.findByText('Saved 10 minutes ago, offline')).toBeInTheDocument();
    // What the traveller needs on the day: the support line, as a link a phone dials.
    const onTheDay = screen.getByRole('region', { name: 'On the day' });
    expect(onTheDay).toHaveTextContent(
      'Delayed, lost or short of time on the day? Call support on +1 800 555 0199.',
    );
    expect(within(onTheDay).getByRole('link', { name: '+1 800 555 0199' })).toHaveAttribute(
      'href',
      'tel:+18005550199',
    );

    goOffline();
    await userEvent.click(cancel);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are offline. This needs a connection: please try again when you are back online.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(requestsTo(seen, '/cip/resend-confirm-email')).toHaveLength(0);
  });
});

describe('saving the upcoming bookings for offline use', () => {
  const upcoming = summary({ orderNo: orderNoAt(1) });
  const past = summary({ orderNo: orderNoAt(2), serviceAt: '2030-06-01T09:00:00.000Z' });
  const cancelled = summary({ orderNo: orderNoAt(3), status: 'cancelled' });

  it('counts paid and unpaid bookings still ahead as upcoming', () => {
    expect([upcoming, past, cancelled].map((item) => isUpcoming(item, NOW))).toEqual([true, false, false]);
    expect(isUpcoming(summary({ status: 'unpaid' }), NOW)).toBe(true);
  });

  it('reads each upcoming booking through its service, so the service worker saves it', async () => {
    controlledByWorker();
    const { seen } = serveApi({ '/order/cip-detail': () => ok(fastTrackOrder()) });
    await saveUpcomingForOffline([upcoming, past, cancelled], new AbortController().signal, NOW);
    expect(requestsTo(seen, '/order/cip-detail').map((request) => request.params)).toEqual([
      { orderNo: upcoming.orderNo },
    ]);
  });

  it('reads nothing without a service worker to save it', async () => {
    const { seen } = serveApi({ '/order/cip-detail': () => ok(fastTrackOrder()) });
    await saveUpcomingForOffline([upcoming], new AbortController().signal, NOW);
    expect(requestsTo(seen, '/order/cip-detail')).toHaveLength(0);
  });
});

describe('a booking cancelled because its flight was', () => {
  it('says so, with the refund and the uses back', async () => {
    serveApi({
      '/order/cip-detail': () => ok(fastTrackOrder({ status: 'cancelled', cancelReason: 'flightCancelled' })),
    });
    renderAt(`${DETAILS}?orderNo=${ORDER_NO}`, { [DETAILS]: BookingDetailsPage });
    expect(
      await screen.findByText(
        'Your flight was cancelled, so we cancelled this booking for you: any payment is refunded in full and your complimentary uses are back.',
      ),
    ).toBeInTheDocument();
  });
});
