import { setLanguage } from '@portal/shared/i18n';
import { asBookingDetailModule } from '@portal/shared/remote';
import { fakeApi, ok } from '@portal/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as exposed from '../booking-detail';
import { ASSISTANT_ORDER } from '../test-support/fixtures';
import { setUpTexts } from '../test-support/setup-i18n';

beforeAll(setUpTexts);

const { bookingDetail, AssistantFields } = exposed;

const rowsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

describe('Airport Assistant’s ./booking-detail', () => {
  it('is a booking detail module the account can use, with this remote’s texts and no voucher', () => {
    expect(asBookingDetailModule(exposed)).toBe(bookingDetail);
    expect(bookingDetail.namespace).toBe('airportAssistant');
    expect(bookingDetail.spine.cancelBooking.path).toBe('/airport-assistant/cancel-booking');
    expect(bookingDetail.spine.resendConfirmEmail.path).toBe('/airport-assistant/resend-confirm-email');
    expect(bookingDetail.voucher).toBeUndefined();
  });

  it('reads the order with the /order/vvip-detail call', async () => {
    const seen = fakeApi({ '/order/vvip-detail': () => ok(ASSISTANT_ORDER) });
    const outcome = await bookingDetail.read(ASSISTANT_ORDER.orderNo, new AbortController().signal);
    expect(outcome).toEqual({ ok: true, result: ASSISTANT_ORDER });
    expect(seen.map((request) => [request.method, request.path, request.params])).toEqual([
      ['GET', '/order/vvip-detail', { orderNo: ASSISTANT_ORDER.orderNo }],
    ]);
  });

  it('shows the Airport Assistant facts as rows of a list', () => {
    expect(bookingDetail.Fields).toBe(AssistantFields);
    const { container } = render(
      <dl>
        <AssistantFields order={ASSISTANT_ORDER} />
      </dl>,
    );
    expect(rowsOf(container)).toEqual([
      ['Service', 'International Departure · VIP'],
      ['Flight', 'BA117, London (LHR) → New York (JFK)'],
      ['Service time (local)', 'Tue, Jul 16, 2030, 8:30 AM BST'],
      ['Air ticket type', 'Business'],
      ['Transport mode', 'Limousine'],
      ['Passengers (2)', 'Ana SilvaZoë Núñez'],
      ['Luggage', '3'],
      ['Welcome sign', 'Ana Silva'],
      ['Notes to the greeter', 'Wheelchair at the gate, please.\nTwo large suitcases.'],
      ['Contact number', '+44 7400123456'],
      ['Your greeter', "We send you your greeter's name and mobile number closer to the day of the service."],
    ]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ana Silva',
      'Zoë Núñez',
    ]);
  });

  it('names the traveller’s email of a booking made for someone else', () => {
    const { container } = render(
      <dl>
        <AssistantFields
          order={{ ...ASSISTANT_ORDER, bookingForOther: true, travellerEmail: 'ines@example.com' }}
        />
      </dl>,
    );
    expect(rowsOf(container)).toContainEqual(["Traveller's email", 'ines@example.com']);
  });

  it('says Passenger for one, and leaves out empty notes', () => {
    const { container } = render(
      <dl>
        <AssistantFields
          order={{ ...ASSISTANT_ORDER, passengers: [{ firstName: 'Ana', lastName: 'Silva' }], notes: '' }}
        />
      </dl>,
    );
    expect(screen.getByText('Passenger')).toBeInTheDocument();
    expect(rowsOf(container).map(([label]) => label)).not.toContain('Notes to the greeter');
  });
});

describe('the greeter row', () => {
  afterEach(async () => {
    await act(() => setLanguage('en-US'));
  });

  const GREETER = { name: 'Maria Costa', phone: '+44 7400333444', vehicle: null };
  const renderRows = (order: typeof ASSISTANT_ORDER) =>
    rowsOf(
      render(
        <dl>
          <AssistantFields order={order} />
        </dl>,
      ).container,
    );

  it('names the greeter once known, with the mobile as a link a phone dials and no car', () => {
    expect(renderRows({ ...ASSISTANT_ORDER, meetDetails: GREETER }).at(-1)).toEqual([
      'Your greeter',
      'Maria Costa, +44 7400333444',
    ]);
    expect(screen.getByRole('link', { name: '+44 7400333444' })).toHaveAttribute('href', 'tel:+447400333444');
  });

  it('is left out of a booking not confirmed (waiting for payment, cancelled)', () => {
    expect(renderRows({ ...ASSISTANT_ORDER, status: 'unpaid' }).map(([label]) => label)).not.toContain(
      'Your greeter',
    );
    expect(
      renderRows({ ...ASSISTANT_ORDER, status: 'cancelled', meetDetails: GREETER }).map(([label]) => label),
    ).not.toContain('Your greeter');
  });

  it.each([
    ['pt-BR', 'Seu atendente', 'Enviamos o nome e o celular do seu atendente perto do dia do serviço.'],
    [
      'es-ES',
      'Su asistente',
      'Le enviamos el nombre y el móvil de su asistente cuando se acerque el día del servicio.',
    ],
  ] as const)('reads in %s', async (language, label, pending) => {
    await act(() => setLanguage(language));
    expect(renderRows(ASSISTANT_ORDER).at(-1)).toEqual([label, pending]);
  });
});
