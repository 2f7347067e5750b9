import { apiClient } from '@portal/shared/http';
import { useSessionStore } from '@portal/shared/stores';
import { fakeApi, ok, renderAt, type SeenRequest } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../../../../shared/src/bookings/save-file';
import { readCipCode, readLaneData, writeCipCode, writeLaneData } from '../../../../lib/drafts';
import { FAST_TRACK_ORDER, HEATHROW, ORDER_NO, savedLaneData } from '../../../../test-support/fixtures';
import { setUpTexts } from '../../../../test-support/setup-i18n';
import { CompletePage } from '../complete-page';

// The shared result page's download saves through this module (not the package's re-export).
vi.mock('../../../../../../shared/src/bookings/save-file', () => ({ saveFile: vi.fn() }));
const mockedSave = vi.mocked(saveFile);

const screens = { '/fast-track/complete': CompletePage };

const serve = (order = FAST_TRACK_ORDER) =>
  fakeApi({
    '/order/cip-detail': () => ok(order),
    '/cip/cancel-booking': () =>
      ok({ orderNo: ORDER_NO, status: 'cancelled', refunded: 0, currency: 'USD', usesReturned: 1 }),
  });

/** The voucher call answers a PDF, not the envelope: served at the fetch level with its content type. */
const serveVoucher = (sent: { url: string; init: RequestInit }[]) => {
  apiClient.defaults.transport = async (url, init) => {
    sent.push({ url, init });
    return new Response('%PDF-1.7 voucher', {
      status: 200,
      headers: { 'content-type': 'application/pdf' },
    });
  };
};

beforeAll(setUpTexts);

beforeEach(() => {
  mockedSave.mockReset();
  useSessionStore.getState().setSession('token-1', { firstName: 'Ana', lastName: 'Silva' });
});

describe('/fast-track/complete', () => {
  it('shows the order: number, lane, local time with the zone, passengers, and what was paid', async () => {
    serve();
    renderAt(`/fast-track/complete?orderNo=${ORDER_NO}`, screens);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Fast Track is booked' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: `Booking ID ${ORDER_NO}` })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: `Booking ID ${ORDER_NO}` });
    expect(facts).toHaveTextContent('Fast Track Security, Terminal 5');
    expect(facts).toHaveTextContent('London Heathrow Airport (LHR)');
    expect(facts).toHaveTextContent('Tue, Jul 16, 2030, 10:15 – 10:30 AM BST');
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana Silva', 'Zoë Núñez']);
    expect(facts).toHaveTextContent('USD 24.00 (one passenger covered by a complimentary use)');
    expect(screen.getByRole('link', { name: 'View my bookings' })).toHaveAttribute(
      'href',
      '/account/bookings/list',
    );
  });

  it('says how many passengers complimentary uses covered, one each', async () => {
    serve({
      ...FAST_TRACK_ORDER,
      passengers: [...FAST_TRACK_ORDER.passengers, { firstName: 'Rui', lastName: 'Costa' }],
      lines: [
        { kind: 'base', amount: 7200, quantity: 3, unitAmount: 2400 },
        { kind: 'entitlement', amount: -4800, quantity: 2, unitAmount: 2400 },
      ],
    });
    renderAt(`/fast-track/complete?orderNo=${ORDER_NO}`, screens);
    const facts = await screen.findByRole('region', { name: `Booking ID ${ORDER_NO}` });
    expect(facts).toHaveTextContent('USD 24.00 (2 passengers covered by complimentary uses, one each)');
  });

  it('downloads the voucher as FT-XXXXXX.pdf with the session token', async () => {
    serve();
    renderAt(`/fast-track/complete?orderNo=${ORDER_NO}`, screens);
    const download = await screen.findByRole('button', { name: 'Download voucher (PDF)' });
    const sent: { url: string; init: RequestInit }[] = [];
    serveVoucher(sent);
    await userEvent.click(download);

    expect(mockedSave).toHaveBeenCalledTimes(1);
    const [file, name] = mockedSave.mock.calls[0] ?? [];
    expect(name).toBe(`${ORDER_NO}.pdf`);
    expect(file?.type).toBe('application/pdf');
    expect(await file?.text()).toBe('%PDF-1.7 voucher');
    expect(sent[0]?.url).toBe('/api/cip/pdf-stream');
    expect(sent[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ orderNo: ORDER_NO });
    const headers = new Headers(sent[0]?.init.headers);
    expect(headers.get('authorization')).toBe('token-1');
    expect(headers.get('channel')).toBe('web');
  });

  it('after a paid return, names the order in the address and forgets the wizard’s draft', async () => {
    serve();
    writeLaneData(savedLaneData({ orderNo: ORDER_NO }));
    const { location } = renderAt('/fast-track/complete?currentType=0&isWhat=0', screens);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Fast Track is booked' }),
    ).toBeInTheDocument();
    // The page names the order in the address once the order is read (an effect after that render).
    await waitFor(() => expect(location()).toBe(`/fast-track/complete?orderNo=${ORDER_NO}`));
    expect(readLaneData()).toBeNull();
  });

  describe('after a payment that did not go through (isWhat 2)', () => {
    const openIssue = (seen: SeenRequest[]) => {
      writeLaneData(savedLaneData({ orderNo: ORDER_NO }));
      writeCipCode({ airport: HEATHROW, date: '2030-07-16', direction: 'departure', laneCode: 'LHR-T5-DEP' });
      const view = renderAt('/fast-track/complete?currentType=0&isWhat=2', screens);
      const dialog = screen.getByRole('dialog', { name: 'Payment Issue' });
      expect(dialog).toHaveAccessibleDescription(
        'There was a problem completing the booking, please check payment details and try again',
      );
      expect(seen).toHaveLength(0);
      return { ...view, dialog };
    };

    it('Try again goes back to Review and Pay, keeping the order to pay it again', async () => {
      const seen = serve();
      const { dialog, location } = openIssue(seen);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
      expect(location()).toBe('/fast-track/review');
      expect(readLaneData()).toMatchObject({ orderNo: ORDER_NO, passengersSaved: true });
      expect(seen).toHaveLength(0);
    });

    it('Discard booking cancels the unpaid order, clears the drafts and shows the airport’s lanes', async () => {
      const seen = serve();
      const { dialog, location } = openIssue(seen);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Discard booking' }));
      expect(location()).toBe('/fast-track/result?airport=LHR&date=2030-07-16&direction=departure');
      expect(seen.map((request) => [request.method, request.path, request.params])).toEqual([
        ['GET', '/cip/cancel-booking', { orderNo: ORDER_NO }],
      ]);
      expect(readLaneData()).toBeNull();
      expect(readCipCode()).toBeNull();
    });
  });
});
