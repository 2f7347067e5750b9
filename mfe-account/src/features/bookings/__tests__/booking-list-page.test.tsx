import { setLanguage } from '@portal/shared/i18n';
import { useRegistryStore, useUnreadStore } from '@portal/shared/stores';
import { ok, type SeenRequest } from '@portal/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BookingListPage } from '../list/booking-list-page';
import { ORDER_NO, orderNoAt, requestsTo, serveApi, summary, UNREAD } from './fixtures';
import { renderAt, setUpTexts } from './render-page';

const LIST = '/account/bookings/list';
const screens = { [LIST]: BookingListPage };

/** `count` bookings in a tab, answered page by page as the API does. */
const servePages = (count: number, extra: Record<string, (request: SeenRequest) => unknown> = {}) => {
  const all = Array.from({ length: count }, (_, n) => summary({ orderNo: orderNoAt(n), unseen: n === 0 }));
  return serveApi({
    '/order/list': ({ body }) => {
      const page = Number(body?.page ?? 1);
      const pageSize = Number(body?.pageSize ?? 10);
      return ok({ items: all.slice((page - 1) * pageSize, page * pageSize), total: count, page, pageSize });
    },
    ...extra,
  });
};

const tabs = () => screen.getAllByRole('tab');
const bookings = () => within(screen.getByRole('tabpanel')).getAllByRole('listitem');

beforeAll(setUpTexts);

afterEach(async () => {
  await act(() => setLanguage('en-US'));
  useUnreadStore.getState().resetUnread();
  useRegistryStore.setState({ remotes: [], loaded: false });
});

describe('/account/bookings/list', () => {
  it('reads the tab again in a new language, whose places the API gives in it', async () => {
    // The request carries the language (Accept-Language); the answer here follows the reads' order.
    const places = ['Fast Track Security, Terminal 5', 'Fast Track de Segurança, Terminal 5'];
    let reads = 0;
    const { seen } = serveApi({
      '/order/list': () =>
        ok({ items: [summary({ place: places[reads++] ?? '' })], total: 1, page: 1, pageSize: 10 }),
    });
    renderAt(LIST, screens);
    expect(await screen.findByText('Fast Track Security, Terminal 5')).toBeInTheDocument();
    await act(() => setLanguage('pt-BR'));
    expect(await screen.findByText('Fast Track de Segurança, Terminal 5')).toBeInTheDocument();
    expect(requestsTo(seen, '/order/list')).toHaveLength(2);
  });

  it('shows each booking: ID linking to its details, New, state, service, airport, lane, local time with the zone, money', async () => {
    serveApi({
      '/order/list': () =>
        ok({
          items: [
            summary({ unseen: true }),
            summary({ orderNo: 'FT-AAAAAC', covered: false, uses: 0, total: 5200, unseen: false }),
            summary({ orderNo: 'FT-AAAAAD', total: 0, covered: true, uses: 2 }),
          ],
          total: 3,
          page: 1,
          pageSize: 10,
        }),
    });
    renderAt(LIST, screens);
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
    const [first, second, third] = await waitFor(() => {
      const items = bookings();
      expect(items).toHaveLength(3);
      return items as [HTMLElement, HTMLElement, HTMLElement];
    });
    expect(within(first).getByRole('link', { name: `Booking ID ${ORDER_NO}` })).toHaveAttribute(
      'href',
      `/account/bookings/details?orderNo=${ORDER_NO}`,
    );
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(first).toHaveTextContent('Paid');
    expect(first).toHaveTextContent('ServiceFast Track');
    expect(first).toHaveTextContent('AirportLondon Heathrow Airport (LHR)');
    expect(first).toHaveTextContent('LaneFast Track Security, Terminal 5');
    expect(first).toHaveTextContent('Date and timeTue, Jul 16, 2030, 10:15 AM BST');
    expect(first).toHaveTextContent('PaidUSD 24.00 and a complimentary use');
    expect(within(second).queryByText('New')).toBeNull();
    expect(second).toHaveTextContent('PaidUSD 52.00');
    // An order that took several uses names how many (one per passenger for Fast Track).
    expect(third).toHaveTextContent('Paid2 complimentary uses');
    expect(screen.getByText('Showing 3 of 3 bookings')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Load more bookings' })).toBeNull();
  });

  it('labels each state as the specification does, and names every service', async () => {
    serveApi({
      '/order/list': () =>
        ok({
          items: [
            summary({ orderNo: 'FT-AAAAAA', status: 'unpaid' }),
            summary({ orderNo: 'FT-AAAAAC', status: 'expired' }),
            summary({ orderNo: 'FT-AAAAAD', status: 'completed' }),
            summary({ orderNo: 'FT-AAAAAE', status: 'cancelled' }),
            summary({ orderNo: 'TS-AAAAAA', status: 'pending', type: 1, isNormal: false }),
            summary({ orderNo: 'AA-AAAAAA', status: 'paid', type: 2 }),
          ],
          total: 6,
          page: 1,
          pageSize: 10,
        }),
    });
    renderAt(LIST, screens);
    await waitFor(() => expect(bookings()).toHaveLength(6));
    const [unpaid, expired, completed, cancelled, pending, assistant] = bookings() as HTMLElement[];
    expect(unpaid).toHaveTextContent('UNPAID');
    expect(unpaid).toHaveTextContent('To payUSD 24.00');
    expect(expired).toHaveTextContent('EXPIRED');
    expect(completed).toHaveTextContent('Completed');
    expect(cancelled).toHaveTextContent('Cancelled');
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('ServiceTransport Services');
    expect(pending).toHaveTextContent('Pick-up');
    expect(assistant).toHaveTextContent('ServiceAirport Assistant');
  });

  it('selects the tab named by activedTitle (2 Cancelled, 3 Pending) and asks the API for it', async () => {
    const { seen } = servePages(0);
    renderAt(`${LIST}?activedTitle=2`, screens);
    expect(await screen.findByRole('heading', { name: 'No cancelled bookings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Cancelled');
    expect(requestsTo(seen, '/order/list').map((r) => r.body)).toEqual([{ tab: 2, page: 1, pageSize: 10 }]);
  });

  it('falls back to Upcoming for a missing or unknown tab number', async () => {
    const { seen } = servePages(0);
    renderAt(`${LIST}?activedTitle=7`, screens);
    expect(await screen.findByRole('heading', { name: 'No upcoming bookings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(requestsTo(seen, '/order/list')[0]?.body).toMatchObject({ tab: 0 });
  });

  it('moves between tabs with the arrow keys, Home and End, keeping one tab in the Tab order and the tab in the address', async () => {
    const { seen } = servePages(0);
    const { location } = renderAt(LIST, screens);
    await screen.findByRole('heading', { name: 'No upcoming bookings' });
    expect(tabs().map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);

    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No past bookings' })).toBeInTheDocument();
    expect(location()).toBe(`${LIST}?activedTitle=1`);

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'No pending bookings' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    expect(tabs().map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    await waitFor(() =>
      expect(requestsTo(seen, '/order/list').map((r) => r.body?.tab)).toEqual([0, 1, 3, 0, 3, 0]),
    );
  });

  it('pages with Load more: the next page is added, focus goes to its first booking', async () => {
    const { seen } = servePages(23);
    renderAt(LIST, screens);
    await waitFor(() => expect(bookings()).toHaveLength(10));
    expect(screen.getByText('Showing 10 of 23 bookings')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more bookings' }));
    await waitFor(() => expect(bookings()).toHaveLength(20));
    // Focus moves in an effect after the new bookings are drawn.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: `Booking ID ${orderNoAt(10)}` })).toHaveFocus(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more bookings' }));
    await waitFor(() => expect(bookings()).toHaveLength(23));
    expect(screen.getByText('Showing 23 of 23 bookings')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more bookings' })).toBeNull();
    expect(requestsTo(seen, '/order/list').map((r) => r.body?.page)).toEqual([1, 2, 3]);
  });

  it('reads the unread counts again after listing (the tab is now seen), and shows them on their tabs', async () => {
    useUnreadStore
      .getState()
      .setUnread({ isUnread: true, unreadMsgNum: 3, pendingMsgNum: 1, cancelledMsgNum: 2 });
    servePages(2, {
      '/order/msg': () => ok({ ...UNREAD, isUnread: true, unreadMsgNum: 1, pendingMsgNum: 1 }),
    });
    renderAt(LIST, screens);
    expect(screen.getByRole('tab', { name: 'Cancelled 2 new' })).toBeInTheDocument();
    await waitFor(() => expect(useUnreadStore.getState().unreadMsgNum).toBe(1));
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending 1 new' })).toBeInTheDocument();
  });

  it('has an empty state per tab that offers each service the programme supports, in the services’ order', async () => {
    useRegistryStore.setState({
      loaded: true,
      remotes: [
        { name: 'mfe-fast-track', enabled: true },
        { name: 'mfe-transport', enabled: true },
        { name: 'mfe-airport-assistant', enabled: true },
      ] as never,
    });
    servePages(0, { '/user/support-product': () => ok({ supportTransport: true, supportAgreement: true }) });
    const { location } = renderAt(`${LIST}?activedTitle=3`, screens);
    const empty = await screen.findByRole('region', { name: 'No pending bookings' });
    expect(await within(empty).findByRole('link', { name: 'Book Transport' })).toHaveAttribute(
      'href',
      '/transport-services',
    );
    expect(
      within(empty)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Book Transport', '/transport-services'],
      ['Book Airport Assistant', '/airport-assistant'],
      ['Book Fast Track', '/fast-track/search'],
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Book Fast Track' }));
    expect(location()).toBe('/fast-track/search');
  });

  it('offers only Fast Track when the programme does not support Transport and Airport Assistant is off', async () => {
    useRegistryStore.setState({
      loaded: true,
      remotes: [
        { name: 'mfe-fast-track', enabled: true },
        { name: 'mfe-transport', enabled: true },
        { name: 'mfe-airport-assistant', enabled: false },
      ] as never,
    });
    const { seen } = servePages(0, {
      '/user/support-product': () => ok({ supportTransport: false, supportAgreement: true }),
    });
    renderAt(LIST, screens);
    expect(await screen.findByRole('link', { name: 'Book Fast Track' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(seen, '/user/support-product')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Book Transport' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Book Airport Assistant' })).toBeNull();
  });

  it('opens a booking with its summary and tab handed over', async () => {
    servePages(1);
    const { router } = renderAt(`${LIST}?activedTitle=0`, screens);
    await userEvent.click(await screen.findByRole('link', { name: `Booking ID ${orderNoAt(0)}` }));
    expect(router.state.location.pathname).toBe('/account/bookings/details');
    expect(router.state.location.search).toBe(`?orderNo=${orderNoAt(0)}`);
    expect(router.state.location.state).toMatchObject({ tab: 0, summary: { orderNo: orderNoAt(0) } });
  });

  it('offers Try again when the list cannot be read', async () => {
    let calls = 0;
    serveApi({
      '/order/list': () => {
        calls += 1;
        return calls === 1
          ? { state: '0', errorCode: 10503, message: 'The service is unavailable.', result: null }
          : ok({ items: [summary()], total: 1, page: 1, pageSize: 10 });
      },
    });
    renderAt(LIST, screens);
    expect(
      await screen.findByRole('heading', { name: 'Your bookings could not be loaded' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bookings()).toHaveLength(1));
  });
});
