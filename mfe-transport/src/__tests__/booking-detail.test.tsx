import type { TransportOrder } from '@portal/shared/contracts/transport';
import { setLanguage } from '@portal/shared/i18n';
import { asBookingDetailModule } from '@portal/shared/remote';
import { fakeApi, ok } from '@portal/shared/testing';
import { buttonClassName } from '@portal/shared/ui';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as exposed from '../booking-detail';
import { QUOTED_ORDER, TRANSPORT_ORDER } from '../test-support/fixtures';
import { setUpTexts } from '../test-support/setup-i18n';

beforeAll(setUpTexts);

const { bookingDetail, TransportFields } = exposed;

const rowsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

const renderFields = (order: TransportOrder) => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <dl>
            <TransportFields order={order} />
          </dl>
        ),
      },
    ],
    { initialEntries: ['/account/bookings/details'] },
  );
  return render(<RouterProvider router={router} />);
};

describe('Transport’s ./booking-detail', () => {
  it('is a booking detail module the account can use, with this remote’s texts and no voucher', () => {
    expect(asBookingDetailModule(exposed)).toBe(bookingDetail);
    expect(bookingDetail.namespace).toBe('transportOrder');
    expect(bookingDetail.spine.cancelBooking.path).toBe('/transport/cancel-booking');
    expect(bookingDetail.spine.resendConfirmEmail.path).toBe('/transport/resend-confirm-email');
    expect(bookingDetail.voucher).toBeUndefined();
    expect(bookingDetail.Fields).toBe(TransportFields);
  });

  it('reads the order with the /order/limo-detail call', async () => {
    const seen = fakeApi({ '/order/limo-detail': () => ok(TRANSPORT_ORDER) });
    const outcome = await bookingDetail.read(TRANSPORT_ORDER.orderNo, new AbortController().signal);
    expect(outcome).toEqual({ ok: true, result: TRANSPORT_ORDER });
    expect(seen.map((request) => [request.method, request.path, request.params])).toEqual([
      ['GET', '/order/limo-detail', { orderNo: TRANSPORT_ORDER.orderNo }],
    ]);
  });

  it('shows the trip, the flight leg, the car, the group, the passenger and the waiting time', () => {
    const { container } = renderFields(TRANSPORT_ORDER);
    expect(rowsOf(container)).toEqual([
      ['From', 'London Heathrow Airport (LHR)'],
      ['To', 'London Paddington Station'],
      ['Pick-up (local time)', 'Tue, Jul 16, 2030, 9:30 AM BST'],
      ['Flight', 'BA117, New York (JFK) → London (LHR)'],
      ['Car', 'Economy'],
      ['Passengers', 'Adults: 2, children: 1, child seat'],
      ['Luggage', '2'],
      ['Distance', '53 km'],
      ['Passenger', 'Ana Silva (ana.silva@example.com)'],
      ['Welcome sign', 'Ana Silva'],
      ['Notes to the driver', 'Two large suitcases.'],
      ['Contact number', '+44 7400123456'],
      [
        'Waiting time',
        'Free waiting time: 60 minutes after the actual arrival of your flight. There is no charge for flight delays.',
      ],
      ['Your driver', 'The driver and car details are sent to you 3 hours before the pick-up.'],
    ]);
    expect(screen.queryByRole('link', { name: 'Accept and pay' })).not.toBeInTheDocument();
  });

  it('shows the driver once known: the name, the mobile as a link a phone dials, the car and its plate', () => {
    const { container } = renderFields({
      ...TRANSPORT_ORDER,
      meetDetails: {
        name: 'Tom Baker',
        phone: '+44 7400222333',
        vehicle: { description: 'Black Mercedes E-Class', plate: 'AB12 CDE' },
      },
    });
    expect(rowsOf(container).at(-1)).toEqual([
      'Your driver',
      'Tom Baker, +44 7400222333, Black Mercedes E-Class, plate AB12 CDE',
    ]);
    expect(screen.getByRole('link', { name: '+44 7400222333' })).toHaveAttribute('href', 'tel:+447400222333');
    expect(screen.queryByText(/hours before the pick-up/)).not.toBeInTheDocument();
  });

  it('has no driver row for a booking not confirmed: a quotation waiting for payment, or a cancelled booking', () => {
    const labels = (order: TransportOrder) => rowsOf(renderFields(order).container).map(([label]) => label);
    expect(labels(QUOTED_ORDER)).not.toContain('Your driver');
    expect(labels({ ...TRANSPORT_ORDER, status: 'cancelled' })).not.toContain('Your driver');
  });

  it('says why operations declined a request, and only then', () => {
    const declined: TransportOrder = {
      ...QUOTED_ORDER,
      status: 'cancelled',
      payBefore: null,
      request: {
        reason: 'groupTooLarge',
        quotedAt: null,
        note: null,
        declineReason: 'No van is free that night',
      },
    };
    expect(rowsOf(renderFields(declined).container)).toContainEqual([
      'Declined by operations',
      'No van is free that night',
    ]);
    expect(screen.queryByRole('link', { name: 'Accept and pay' })).toBeNull();
    const labels = rowsOf(renderFields(QUOTED_ORDER).container).map(([label]) => label);
    expect(labels).not.toContain('Declined by operations');
  });

  it('offers to accept and pay a quoted request, as the primary button', () => {
    vi.useFakeTimers({ now: new Date('2030-07-13T15:00:00.000Z'), toFake: ['Date'] });
    renderFields(QUOTED_ORDER);
    const accept = screen.getByRole('link', { name: 'Accept and pay' });
    expect(accept).toHaveAttribute('href', '/transport-services/step-4?currentType=quote&orderNo=TS-7K3D9Q');
    expect(accept).toHaveClass(...buttonClassName('primary').split(' '));
    expect(screen.getByText('No single car takes this many passengers.')).toBeInTheDocument();
  });
});

describe('a quotation’s deadline', () => {
  // 21:30 in London (BST), 2 days 5 h 30 min after 'now'.
  const NOW = new Date('2030-07-13T15:00:00.000Z');
  const quotationRow = () => screen.getByText('Quotation').closest('div');

  afterEach(async () => {
    vi.useRealTimers();
    await act(() => setLanguage('en-US'));
  });

  it('is the airport’s date and time with the zone, and the time left', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    renderFields(QUOTED_ORDER);
    expect(quotationRow()).toHaveTextContent(
      'Accept and pay by Mon, Jul 15, 2030, 9:30 PM BST (2 days 5 h left).',
    );
  });

  it('counts down while the page is open', () => {
    vi.useFakeTimers({ now: new Date('2030-07-15T15:00:00.000Z') });
    renderFields(QUOTED_ORDER);
    expect(quotationRow()).toHaveTextContent('(5 h 30 min left).');
    for (let minute = 0; minute < 80; minute += 1) act(() => vi.advanceTimersByTime(60_000));
    expect(quotationRow()).toHaveTextContent('(4 h 10 min left).');
  });

  it('says expired once the deadline has passed, and no longer offers to pay', () => {
    vi.useFakeTimers({ now: new Date('2030-07-15T20:31:00.000Z'), toFake: ['Date'] });
    renderFields(QUOTED_ORDER);
    expect(quotationRow()).toHaveTextContent('Accept and pay by Mon, Jul 15, 2030, 9:30 PM BST (expired).');
    expect(screen.queryByRole('link', { name: 'Accept and pay' })).not.toBeInTheDocument();
  });

  it.each([
    ['pt-BR', 'Aceitar e pagar', /^Prazo para aceitar e pagar: .*21:30 BST \(faltam 2 dias 5 h\)\.$/],
    ['es-ES', 'Aceptar y pagar', /^Plazo para aceptar y pagar: .*21:30 BST \(quedan 2 días 5 h\)\.$/],
  ] as const)('reads in %s', async (language, accept, deadline) => {
    await act(() => setLanguage(language));
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    renderFields(QUOTED_ORDER);
    expect(screen.getByText(deadline)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: accept })).toBeInTheDocument();
  });
});

describe('the driver row in the cardholder’s language', () => {
  afterEach(async () => {
    await act(() => setLanguage('en-US'));
  });

  const DRIVER = {
    name: 'Tomás Baker',
    phone: '+44 7400222333',
    vehicle: { description: 'Mercedes E-Class preto', plate: 'AB12 CDE' },
  };

  it.each([
    [
      'pt-BR',
      'Seu motorista',
      'Os dados do motorista e do carro são enviados 3 horas antes do embarque.',
      'placa',
    ],
    [
      'es-ES',
      'Su conductor',
      'Los datos del conductor y del coche se le envían 3 horas antes de la recogida.',
      'matrícula',
    ],
  ] as const)('reads in %s, known or not yet', async (language, label, pending, plate) => {
    await act(() => setLanguage(language));
    const waiting = renderFields(TRANSPORT_ORDER);
    expect(rowsOf(waiting.container).at(-1)).toEqual([label, pending]);
    waiting.unmount();
    const known = renderFields({ ...TRANSPORT_ORDER, meetDetails: DRIVER });
    expect(rowsOf(known.container).at(-1)).toEqual([
      label,
      `Tomás Baker, +44 7400222333, Mercedes E-Class preto, ${plate} AB12 CDE`,
    ]);
  });
});
