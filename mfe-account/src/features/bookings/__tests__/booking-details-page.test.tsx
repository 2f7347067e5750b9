import { saveFile } from '@portal/shared/bookings/save-file';
import { i18n } from '@portal/shared/i18n';
import {
  setExposedModuleLoader,
  useDialogStore,
  useSessionStore,
  useUnreadStore,
} from '@portal/shared/stores';
import { fail, ok } from '@portal/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingDetailsPage } from '../details/booking-details-page';
import { forgetBookingDetailModules } from '../details/use-booking-detail-module';
import {
  FAKE_FAST_TRACK_DETAIL,
  fastTrackOrder,
  ORDER_NO,
  requestsTo,
  serveApi,
  serveExposedModules,
  summary,
  UNREAD,
} from './fixtures';
import { renderAt, setUpTexts } from './render-page';

vi.mock('@portal/shared/bookings/save-file', async (original) => ({
  ...(await original<typeof import('@portal/shared/bookings/save-file')>()),
  saveFile: vi.fn(),
}));
const mockedSave = vi.mocked(saveFile);

const DETAILS = '/account/bookings/details';
const screens = { [DETAILS]: BookingDetailsPage };
const at = (orderNo = ORDER_NO) => `${DETAILS}?orderNo=${orderNo}`;

const CANCELLED = {
  orderNo: ORDER_NO,
  status: 'cancelled',
  refunded: 2400,
  currency: 'USD',
  usesReturned: 1,
};

beforeAll(setUpTexts);

const FAST_TRACK_DETAIL = 'mfe-fast-track/booking-detail';

beforeEach(() => {
  mockedSave.mockReset();
  useSessionStore.getState().setSession('token-1', { firstName: 'Ana', lastName: 'Silva' });
  serveExposedModules({ [FAST_TRACK_DETAIL]: FAKE_FAST_TRACK_DETAIL });
});

afterEach(() => {
  setExposedModuleLoader(null);
  forgetBookingDetailModules();
  vi.useRealTimers();
  useDialogStore.setState({ dialogs: [] });
  useUnreadStore.getState().resetUnread();
});

const region = (name: string) => screen.getByRole('region', { name });

describe('/account/bookings/details: a Fast Track booking', () => {
  it('shows everything booked, the price lines, the card, the terms and that online cancellation is open', async () => {
    const { seen } = serveApi({ '/order/cip-detail': () => ok(fastTrackOrder()) });
    renderAt(at(), screens);
    expect(
      await screen.findByRole('heading', { level: 2, name: `Booking ID ${ORDER_NO}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeInTheDocument();
    const booking = region(`Booking ID ${ORDER_NO}`);
    expect(booking).toHaveTextContent('Paid');
    expect(booking).toHaveTextContent('ServiceFast Track');
    expect(booking).toHaveTextContent('AirportLondon Heathrow Airport (LHR)');
    expect(booking).toHaveTextContent('LaneFast Track Security, Terminal 5');
    expect(booking).toHaveTextContent('Date and timeTue, Jul 16, 2030, 10:15 AM BST');
    // The service's own rows, from its module.
    expect(booking).toHaveTextContent('FlightBA117');
    expect(booking).toHaveTextContent('PassengersAna Silva, Zoë Núñez');

    const price = screen.getByRole('table', { name: 'Price' });
    expect(
      within(price).getByRole('row', { name: '2 passengers × USD\u00a024.00 USD\u00a048.00' }),
    ).toBeInTheDocument();
    expect(within(price).getByRole('row', { name: 'Complimentary use −USD\u00a024.00' })).toBeInTheDocument();
    expect(within(price).getByRole('row', { name: 'Paid USD\u00a024.00' })).toBeInTheDocument();
    expect(region('Price')).toHaveTextContent('Paid with Diners Club ending 0004');

    const terms = region('Cancellation');
    expect(terms).toHaveTextContent(
      'You can cancel online with a full refund (or your complimentary use returned) until Mon, Jul 15, 2030, 10:15 AM BST, 24 hours before the booking. Refunds take 7 to 14 business days.',
    );
    expect(terms).toHaveTextContent('Online cancellation is open.');
    for (const name of [
      'Download voucher (PDF)',
      'Add to calendar',
      'Resend confirmation email',
      'Cancel booking',
    ])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    expect(requestsTo(seen, '/order/cip-detail')[0]?.params).toEqual({ orderNo: ORDER_NO });
  });

  it('reads the unread counts again once the booking is open (opening it marked it seen)', async () => {
    useUnreadStore.getState().setUnread({ ...UNREAD, isUnread: true, unreadMsgNum: 1 });
    const { seen } = serveApi({ '/order/cip-detail': () => ok(fastTrackOrder({ unseen: true })) });
    renderAt(at(), screens);
    await waitFor(() => expect(useUnreadStore.getState().unreadMsgNum).toBe(0));
    expect(requestsTo(seen, '/order/msg')).toHaveLength(1);
  });

  it('shows a complimentary booking as such, and the refund of a cancelled one', async () => {
    serveApi({
      '/order/cip-detail': () =>
        ok(
          fastTrackOrder({
            status: 'cancelled',
            total: 2400,
            covered: false,
            lines: [{ kind: 'base', amount: 2400, quantity: 1, unitAmount: 2400 }],
            refunded: 2400,
            refund: { status: 'refunded', amount: 2400 },
          }),
        ),
    });
    renderAt(at(), screens);
    const price = await screen.findByRole('table', { name: 'Price' });
    expect(within(price).getByRole('row', { name: 'Refunded USD\u00a024.00' })).toBeInTheDocument();
    expect(within(price).queryByRole('row', { name: /Refund pending/ })).toBeNull();
    expect(within(price).getByRole('row', { name: 'Total USD\u00a024.00' })).toBeInTheDocument();
    expect(region('Price')).toHaveTextContent('Refunds take 7 to 14 business days to reach your card.');
    expect(region(`Booking ID ${ORDER_NO}`)).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('region', { name: 'Cancellation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it('shows a refund the payment host has not made yet as pending, not as refunded', async () => {
    serveApi({
      '/order/cip-detail': () =>
        ok(
          fastTrackOrder({
            status: 'cancelled',
            total: 3600,
            covered: false,
            lines: [{ kind: 'base', amount: 3600, quantity: 1, unitAmount: 3600 }],
            refunded: 0,
            refund: { status: 'pending', amount: 3600 },
          }),
        ),
    });
    renderAt(at(), screens);
    const price = await screen.findByRole('table', { name: 'Price' });
    expect(within(price).getByRole('row', { name: 'Refund pending USD\u00a036.00' })).toBeInTheDocument();
    expect(within(price).queryByRole('row', { name: /^Refunded/ })).toBeNull();
    expect(region('Price')).toHaveTextContent('Refunds take 7 to 14 business days to reach your card.');
  });

  it('says Complimentary use when a use paid for all of it', async () => {
    serveApi({
      '/order/cip-detail': () =>
        ok(
          fastTrackOrder({
            total: 0,
            payment: null,
            passengers: [{ firstName: 'Ana', lastName: 'Silva' }],
            lines: [
              { kind: 'base', amount: 2400, quantity: 1, unitAmount: 2400 },
              { kind: 'entitlement', amount: -2400 },
            ],
          }),
        ),
    });
    renderAt(at(), screens);
    expect(await screen.findByRole('row', { name: 'Paid USD\u00a00.00' })).toBeInTheDocument();
    expect(region('Price')).toHaveTextContent('Complimentary use');
    expect(region(`Booking ID ${ORDER_NO}`)).toHaveTextContent('PassengersAna Silva');
  });
});

describe('cancelling', () => {
  it('asks first, saying what is refunded and that the use comes back; Keep booking changes nothing', async () => {
    const { seen } = serveApi({ '/order/cip-detail': () => ok(fastTrackOrder()) });
    renderAt(at(), screens);
    const cancel = await screen.findByRole('button', { name: 'Cancel booking' });
    await userEvent.click(cancel);
    const dialog = screen.getByRole('dialog', { name: 'Cancel Booking' });
    expect(dialog).toHaveTextContent(`Do you want to cancel booking ${ORDER_NO}?`);
    expect(dialog).toHaveTextContent(
      'USD 24.00 will be refunded to Diners Club ending 0004 within 7 to 14 business days.',
    );
    expect(dialog).toHaveTextContent('Your complimentary use will be returned.');
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancel).toHaveFocus();
    expect(requestsTo(seen, '/cip/cancel-booking')).toHaveLength(0);
  });

  it('says how many uses come back when each passenger took one', async () => {
    serveApi({
      '/order/cip-detail': () =>
        ok(
          fastTrackOrder({
            total: 0,
            payment: null,
            lines: [
              { kind: 'base', amount: 4800, quantity: 2, unitAmount: 2400 },
              { kind: 'entitlement', amount: -4800, quantity: 2, unitAmount: 2400 },
            ],
          }),
        ),
    });
    renderAt(at(), screens);
    expect(
      await screen.findByRole('row', { name: '2 complimentary uses × USD\u00a024.00 −USD\u00a048.00' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('dialog', { name: 'Cancel Booking' })).toHaveTextContent(
      'Your 2 complimentary uses will be returned.',
    );
  });

  it('cancels, shows the result, and reads the booking again (now Cancelled)', async () => {
    let cancelled = false;
    const { seen } = serveApi({
      '/order/cip-detail': () =>
        ok(cancelled ? fastTrackOrder({ status: 'cancelled', refunded: 2400 }) : fastTrackOrder()),
      '/cip/cancel-booking': () => {
        cancelled = true;
        return ok(CANCELLED);
      },
    });
    renderAt(at(), screens);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel Booking' })).getByRole('button', {
        name: 'Cancel booking',
      }),
    );
    const done = await screen.findByRole('dialog', { name: 'Booking Cancelled' });
    expect(done).toHaveTextContent('Your booking has been cancelled.');
    expect(done).toHaveTextContent('USD 24.00 will be refunded to your card.');
    expect(done).toHaveTextContent('Your complimentary use has been returned.');
    expect(requestsTo(seen, '/cip/cancel-booking')[0]?.params).toEqual({ orderNo: ORDER_NO });
    // Read again behind the dialog, which stays until OK.
    await waitFor(() => expect(region(`Booking ID ${ORDER_NO}`)).toHaveTextContent('Cancelled'));
    expect(requestsTo(seen, '/order/cip-detail')).toHaveLength(2);
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    const notice = screen.getByText('Your booking has been cancelled.');
    await waitFor(() => expect(notice).toHaveFocus());
  });

  it('after the deadline, says how to reach support instead of asking', async () => {
    const { seen } = serveApi({
      '/order/cip-detail': () =>
        ok(fastTrackOrder({ cancellation: { ...fastTrackOrder().cancellation, open: false } })),
    });
    renderAt(at(), screens);
    const terms = await screen.findByRole('region', { name: 'Cancellation' });
    expect(terms).toHaveTextContent(
      'Online cancellation has closed. To change or cancel this booking, please call support on +1 800 555 0199.',
    );
    expect(within(terms).getByRole('link', { name: '+1 800 555 0199' })).toHaveAttribute(
      'href',
      'tel:+18005550199',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancellation Closed' });
    expect(dialog).toHaveTextContent(
      'This booking can no longer be cancelled online. To change or cancel this booking, please call support on +1 800 555 0199.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(requestsTo(seen, '/cip/cancel-booking')).toHaveLength(0);
  });

  it('when the API answers that online cancellation has closed meanwhile, gives its support phone', async () => {
    serveApi({
      '/order/cip-detail': () => ok(fastTrackOrder()),
      '/cip/cancel-booking': () =>
        fail(50005, 'This booking can no longer be cancelled online. Please contact support.', {
          phone: '+44 20 7946 0000',
        }),
    });
    renderAt(at(), screens);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel Booking' })).getByRole('button', {
        name: 'Cancel booking',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancellation Closed' });
    expect(dialog).toHaveTextContent('please call support on +44 20 7946 0000.');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('says that nothing was charged when cancelling an unpaid booking', async () => {
    serveApi({
      '/order/cip-detail': () =>
        ok(fastTrackOrder({ status: 'unpaid', payment: null, payBefore: '2099-01-01T00:00:00.000Z' })),
    });
    renderAt(at(), screens);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Booking' });
    expect(dialog).toHaveTextContent('Nothing has been charged for this booking.');
    expect(dialog).toHaveTextContent('Your complimentary use will be returned.');
    expect(dialog).not.toHaveTextContent('refunded');
  });
});

describe('resend, calendar and voucher', () => {
  it('resends the confirmation and says so; too often, says to try later', async () => {
    let calls = 0;
    const { seen } = serveApi({
      '/order/cip-detail': () => ok(fastTrackOrder()),
      '/cip/resend-confirm-email': () => {
        calls += 1;
        return calls === 1 ? ok(null) : fail(10429, 'Too many requests, please try again later.');
      },
    });
    renderAt(at(), screens);
    const resend = await screen.findByRole('button', { name: 'Resend confirmation email' });
    await userEvent.click(resend);
    expect(
      await screen.findByText('We have sent the confirmation email again. Please check your inbox.'),
    ).toHaveAttribute('role', 'status');
    expect(requestsTo(seen, '/cip/resend-confirm-email')[0]?.body).toEqual({ orderNo: ORDER_NO });

    await userEvent.click(resend);
    expect(
      await screen.findByText('You have asked for this email several times already. Please try again later.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(/We have sent the confirmation email again/)).toBeNull();
  });

  it('downloads the calendar file as FT-XXXXXX.ics and the voucher as a PDF', async () => {
    const { files } = serveApi({ '/order/cip-detail': () => ok(fastTrackOrder()) });
    renderAt(at(), screens);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(mockedSave).toHaveBeenCalledTimes(1));
    const [calendar, calendarName] = mockedSave.mock.calls[0] ?? [];
    expect(calendarName).toBe(`${ORDER_NO}.ics`);
    expect(calendar?.type).toMatch(/^text\/calendar/);
    expect(await calendar?.text()).toContain('BEGIN:VCALENDAR');
    expect(files[0]).toMatchObject({ method: 'GET', url: `/api/order/calendar?orderNo=${ORDER_NO}` });

    await userEvent.click(screen.getByRole('button', { name: 'Download voucher (PDF)' }));
    await waitFor(() => expect(mockedSave).toHaveBeenCalledTimes(2));
    expect(mockedSave.mock.calls[1]?.[1]).toBe(`${ORDER_NO}.pdf`);
    expect(files[1]).toMatchObject({ method: 'POST', path: '/cip/pdf-stream' });
  });
});

describe('Booking Expired', () => {
  it('shows the dialog for an expired booking; OK reads its status again', async () => {
    const { seen } = serveApi({
      '/order/cip-detail': () => ok(fastTrackOrder({ status: 'expired', payment: null })),
    });
    renderAt(at(), screens);
    const dialog = await screen.findByRole('dialog', { name: 'Booking Expired' });
    expect(dialog).toHaveTextContent('The time to pay for this booking has run out');
    expect(requestsTo(seen, '/order/cip-detail')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(requestsTo(seen, '/order/cip-detail')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(region(`Booking ID ${ORDER_NO}`)).toHaveTextContent('EXPIRED');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('shows it for an unpaid booking whose time to pay is already over (before the server has expired it)', async () => {
    serveApi({
      '/order/cip-detail': () =>
        ok(fastTrackOrder({ status: 'unpaid', payment: null, payBefore: '2020-01-01T00:00:00.000Z' })),
    });
    renderAt(at(), screens);
    expect(await screen.findByRole('dialog', { name: 'Booking Expired' })).toBeInTheDocument();
    expect(region(`Booking ID ${ORDER_NO}`)).toHaveTextContent('EXPIRED');
  });

  it('counts down the time to pay an unpaid booking, and says Booking Expired when it runs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2030-07-01T10:00:30.000Z') });
    serveApi({
      '/order/cip-detail': () =>
        ok(fastTrackOrder({ status: 'unpaid', payment: null, payBefore: '2030-07-01T10:02:00.000Z' })),
    });
    renderAt(at(), screens);
    const booking = await screen.findByRole('region', { name: `Booking ID ${ORDER_NO}` });
    expect(booking).toHaveTextContent('UNPAID');
    expect(booking).toHaveTextContent('Waiting for payment');
    expect(booking).toHaveTextContent(/can still be paid until \d\d:\d\d [AP]M .+ \(2 minutes left\)\./);
    expect(screen.getByRole('table', { name: 'Price' })).toHaveTextContent('To pay');
    expect(region('Cancellation')).toHaveTextContent('Nothing has been charged for this booking yet.');
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(booking).toHaveTextContent('(1 minute left).');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('dialog', { name: 'Booking Expired' })).toBeInTheDocument();
    expect(booking).toHaveTextContent('EXPIRED');
  });
});

describe('a quoted booking request', () => {
  it('leaves its deadline to the service’s fields: no count of minutes to pay', async () => {
    serveApi({
      '/order/cip-detail': () =>
        ok(
          fastTrackOrder({
            status: 'unpaid',
            isNormal: false,
            payment: null,
            payBefore: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          }),
        ),
    });
    renderAt(at(), screens);
    const booking = await screen.findByRole('region', { name: `Booking ID ${ORDER_NO}` });
    expect(booking).toHaveTextContent('UNPAID');
    expect(booking).not.toHaveTextContent('Waiting for payment');
    expect(booking).not.toHaveTextContent(/minutes left/);
  });
});

describe('the service’s module', () => {
  it('is loaded from the service’s remote with its texts, a spinner showing meanwhile', async () => {
    let arrive: (module: unknown) => void = () => {};
    const loads = serveExposedModules({
      [FAST_TRACK_DETAIL]: () =>
        new Promise((resolve) => {
          arrive = resolve;
        }),
    });
    const { seen } = serveApi({ '/order/cip-detail': () => ok(fastTrackOrder()) });
    renderAt(at(), screens);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking…');
    expect(loads).toEqual([FAST_TRACK_DETAIL]);
    expect(requestsTo(seen, '/order/cip-detail')).toHaveLength(0);
    await act(async () => arrive(FAKE_FAST_TRACK_DETAIL));
    expect(
      await screen.findByRole('heading', { level: 2, name: `Booking ID ${ORDER_NO}` }),
    ).toBeInTheDocument();
    expect(region(`Booking ID ${ORDER_NO}`)).toHaveTextContent('FlightBA117');
    expect(i18n.hasLoadedNamespace('fastTrack')).toBe(true);
  });

  it('is found by the order number’s prefix when the booking is opened by its address', async () => {
    const loads = serveExposedModules({ [FAST_TRACK_DETAIL]: FAKE_FAST_TRACK_DETAIL });
    serveApi({ '/order/cip-detail': () => ok(fastTrackOrder()) });
    renderAt(at(), screens);
    expect(
      await screen.findByRole('heading', { level: 2, name: `Booking ID ${ORDER_NO}` }),
    ).toBeInTheDocument();
    expect(loads).toEqual([FAST_TRACK_DETAIL]);
  });

  it('when the service’s remote is off or fails, shows what the list knew instead of crashing', async () => {
    const loads = serveExposedModules({
      [FAST_TRACK_DETAIL]: () => Promise.reject(new Error('remote did not load')),
    });
    const { seen } = serveApi({});
    renderAt(
      { pathname: DETAILS, search: `?orderNo=${ORDER_NO}`, state: { summary: summary(), tab: 2 } },
      screens,
    );
    const booking = await screen.findByRole('region', { name: `Booking ID ${ORDER_NO}` });
    expect(loads).toEqual([FAST_TRACK_DETAIL]);
    expect(booking).toHaveTextContent('ServiceFast Track');
    expect(booking).toHaveTextContent('LaneFast Track Security, Terminal 5');
    expect(booking).toHaveTextContent('Paid');
    expect(booking).toHaveTextContent('cannot be shown here right now');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to My Bookings' })).toHaveAttribute(
      'href',
      '/account/bookings/list?activedTitle=2',
    );
    expect(seen.filter((request) => request.path !== '/order/msg')).toEqual([]);
  });

  it('without a host’s loader (a standalone page) or with a module of the wrong shape, shows the summary', async () => {
    setExposedModuleLoader(null);
    serveApi({});
    const view = renderAt(at(), screens);
    expect(await screen.findByText(/cannot be shown here right now/)).toBeInTheDocument();
    view.unmount();

    serveExposedModules({ [FAST_TRACK_DETAIL]: { bookingDetail: { namespace: 'fastTrack' } } });
    renderAt(at(), screens);
    expect(await screen.findByText(/cannot be shown here right now/)).toBeInTheDocument();
    expect(region(`Booking ID ${ORDER_NO}`)).not.toHaveTextContent('Flight');
  });
});

describe('other services and addresses', () => {
  it('shows what the list knew for a service whose remote has no booking detail', async () => {
    const loads = serveExposedModules({});
    const { seen } = serveApi({});
    const transport = summary({
      orderNo: 'TS-AAAAAA',
      type: 1,
      status: 'paid',
      place: 'Terminal 2 arrivals',
    });
    renderAt(
      { pathname: DETAILS, search: '?orderNo=TS-AAAAAA', state: { summary: transport, tab: 0 } },
      screens,
    );
    const booking = await screen.findByRole('region', { name: 'Booking ID TS-AAAAAA' });
    expect(loads).toEqual(['mfe-transport/booking-detail']);
    expect(booking).toHaveTextContent('ServiceTransport Services');
    expect(booking).toHaveTextContent('Pick-upTerminal 2 arrivals');
    expect(booking).toHaveTextContent('Paid');
    expect(booking).toHaveTextContent('cannot be shown here right now');
    expect(screen.getByRole('link', { name: 'Back to My Bookings' })).toHaveAttribute(
      'href',
      '/account/bookings/list?activedTitle=0',
    );
    expect(seen.filter((request) => request.path !== '/order/msg')).toEqual([]);
  });

  it('reads a transfer’s base fare per car: the wording follows the booking’s service', async () => {
    // The stand-in module under Transport's remote: the price section is the page's own part.
    serveExposedModules({ 'mfe-transport/booking-detail': FAKE_FAST_TRACK_DETAIL });
    const transfer = fastTrackOrder({
      orderNo: 'TS-AAAAAA',
      type: 1,
      lines: [{ kind: 'base', amount: 9000, quantity: 1, unitAmount: 9000 }],
      total: 9000,
      covered: false,
    });
    serveApi({ '/order/cip-detail': () => ok(transfer) });
    renderAt(at('TS-AAAAAA'), screens);
    const price = await screen.findByRole('table', { name: 'Price' });
    expect(
      within(price).getByRole('row', { name: '1 car × USD\u00a090.00 USD\u00a090.00' }),
    ).toBeInTheDocument();
  });

  it('says so when the address names no booking', async () => {
    const { seen } = serveApi({});
    renderAt(`${DETAILS}?orderNo=nonsense`, screens);
    expect(screen.getByText('No booking was chosen. Open one from your bookings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Bookings' })).toHaveAttribute(
      'href',
      '/account/bookings/list',
    );
    expect(seen).toEqual([]);
  });

  it('offers Try again when the booking cannot be read', async () => {
    serveApi({ '/order/cip-detail': () => fail(10404, 'Not found.') });
    renderAt(at(), screens);
    expect(
      await screen.findByRole('heading', { name: 'This booking could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
