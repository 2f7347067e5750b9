import { apiClient } from '@portal/shared/http';
import { useSessionStore } from '@portal/shared/stores';
import { fakeApi, ok, renderAt, type SeenRequest } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../../../shared/src/bookings/save-file';
import {
  readBookingDraft,
  readPassengersDraft,
  readServiceDraft,
  writeBookingDraft,
  writePassengersDraft,
  writeServiceDraft,
} from '../../../lib/drafts';
import {
  ASSISTANT_ORDER,
  ORDER_NO,
  savedBooking,
  savedPassengers,
  savedService,
} from '../../../test-support/fixtures';
import { setUpTexts } from '../../../test-support/setup-i18n';
import { ResultPage } from '../result-page';

// The shared result page's download saves through this module (not the package's re-export).
vi.mock('../../../../../shared/src/bookings/save-file', () => ({ saveFile: vi.fn() }));
const mockedSave = vi.mocked(saveFile);

const screens = { '/airport-assistant/succ': ResultPage };

const serve = (order = ASSISTANT_ORDER) =>
  fakeApi({
    '/order/vvip-detail': () => ok(order),
    '/airport-assistant/cancel-booking': () =>
      ok({ orderNo: ORDER_NO, status: 'cancelled', refunded: 0, currency: 'USD', usesReturned: 1 }),
  });

/** The calendar call answers a file, not the envelope: served at the fetch level with its type. */
const serveCalendar = (sent: { url: string; init: RequestInit }[]) => {
  apiClient.defaults.transport = async (url, init) => {
    sent.push({ url, init });
    return new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
      status: 200,
      headers: { 'content-type': 'text/calendar; charset=utf-8' },
    });
  };
};

const withDrafts = () => {
  writeServiceDraft(savedService());
  writeBookingDraft(savedBooking({ orderNo: ORDER_NO }));
  writePassengersDraft(savedPassengers());
};

/** Typing into forms is slow on a busy two-core machine: room beyond the 5 s default. */
const TYPING = { timeout: 20_000 };

beforeAll(setUpTexts);

beforeEach(() => {
  mockedSave.mockReset();
  useSessionStore.getState().setSession('token-1', { firstName: 'Ana', lastName: 'Silva' });
});

describe('/airport-assistant/succ', TYPING, () => {
  it('isWhat 0: shows the booked order, says the confirmation is mailed, and links to Bookings', async () => {
    const seen = serve();
    renderAt(`/airport-assistant/succ?currentType=0&isWhat=0&orderNo=${ORDER_NO}`, screens);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Airport Assistant is booked' }),
    ).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: `Booking ID ${ORDER_NO}` });
    expect(facts).toHaveTextContent(
      'We have emailed your confirmation, with a calendar file for your diary.',
    );
    for (const text of [
      'London Heathrow Airport (LHR)',
      'Tue, Jul 16, 2030, 8:30 AM BST',
      'International Departure · VIP',
      'BA117, London (LHR) → New York (JFK)',
      'Business',
      'Limousine',
      'Ana Silva',
      'Zoë Núñez',
      'USD 140.00 (partly covered by a complimentary use)',
    ])
      expect(facts).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'View my bookings' })).toHaveAttribute(
      'href',
      '/account/bookings/list',
    );
    expect(seen.map((request) => [request.method, request.path, request.params])).toEqual([
      ['GET', '/order/vvip-detail', { orderNo: ORDER_NO }],
    ]);
  });

  it('after a paid return (the order in the draft), names the order in the address and forgets the drafts', async () => {
    serve();
    withDrafts();
    const { location } = renderAt('/airport-assistant/succ?currentType=0&isWhat=0', screens);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Airport Assistant is booked' }),
    ).toBeInTheDocument();
    // The page names the order in the address once the order is read (an effect after that render).
    await waitFor(() => expect(location()).toBe(`/airport-assistant/succ?orderNo=${ORDER_NO}`));
    expect([readServiceDraft(), readBookingDraft(), readPassengersDraft()]).toEqual([null, null, null]);
  });

  it('downloads the calendar file as AA-XXXXXX.ics with the session token', async () => {
    serve();
    renderAt(`/airport-assistant/succ?orderNo=${ORDER_NO}`, screens);
    const button = await screen.findByRole('button', { name: 'Add to calendar' });
    const sent: { url: string; init: RequestInit }[] = [];
    serveCalendar(sent);
    await userEvent.click(button);
    expect(mockedSave).toHaveBeenCalledTimes(1);
    const [file, name] = mockedSave.mock.calls[0] ?? [];
    expect(name).toBe(`${ORDER_NO}.ics`);
    expect(await file?.text()).toContain('BEGIN:VCALENDAR');
    expect(sent[0]?.url).toBe(`/api/order/calendar?orderNo=${ORDER_NO}`);
    expect(new Headers(sent[0]?.init.headers).get('authorization')).toBe('token-1');
  });

  describe('isWhat 2: the payment did not go through', () => {
    const open = (seen: SeenRequest[]) => {
      withDrafts();
      const view = renderAt('/airport-assistant/succ?currentType=0&isWhat=2', screens);
      // What the failure says is the shared PaymentUnsuccessful's (tested there); the texts are the service's.
      expect(screen.getByRole('heading', { level: 1, name: 'Payment Unsuccessful' })).toBeInTheDocument();
      expect(screen.getByText(`Booking ID ${ORDER_NO}`)).toBeInTheDocument();
      expect(seen).toHaveLength(0);
      return view;
    };

    it('Try again goes back to Review & Pay with the draft, to pay the same order', async () => {
      const seen = serve();
      const { location } = open(seen);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(location()).toBe('/airport-assistant/step-4');
      expect(readBookingDraft()).toMatchObject({ orderNo: ORDER_NO, saved: true });
      expect(readPassengersDraft()).toMatchObject({ saved: true });
      expect(seen).toHaveLength(0);
    });

    it('Discard booking cancels the unpaid order, clears the drafts and starts again', async () => {
      const seen = serve();
      const { location } = open(seen);
      await userEvent.click(screen.getByRole('button', { name: 'Discard booking' }));
      expect(location()).toBe('/airport-assistant/step-1');
      expect(seen.map((request) => [request.method, request.path, request.params])).toEqual([
        ['GET', '/airport-assistant/cancel-booking', { orderNo: ORDER_NO }],
      ]);
      expect([readServiceDraft(), readBookingDraft(), readPassengersDraft()]).toEqual([null, null, null]);
    });
  });

  it('isWhat 1 is a failure too', () => {
    serve();
    renderAt('/airport-assistant/succ?currentType=1&isWhat=1', screens);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Unsuccessful' })).toBeInTheDocument();
    expect(within(document.body).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
