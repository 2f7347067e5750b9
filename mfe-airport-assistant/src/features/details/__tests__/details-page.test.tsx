import { ErrorCode } from '@portal/shared/contracts';
import { errorMessages } from '@portal/shared/contracts/error-messages';
import { fail, fakeApi, ok, renderAt, type SeenRequest } from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readBookingDraft, writeBookingDraft, writeServiceDraft } from '../../../lib/drafts';
import {
  ASSISTANT_ORDER,
  FLIGHT,
  flightResult,
  LEG,
  NEW_UUID,
  ORDER_NO,
  savedBooking,
  savedService,
  UUID,
} from '../../../test-support/fixtures';
import { setUpTexts } from '../../../test-support/setup-i18n';
import { DetailsPage } from '../details-page';

const START = '/airport-assistant/step-2';
const screens = { [START]: DetailsPage };

const serve = (
  save: (request: SeenRequest) => unknown = () =>
    ok({ uuid: UUID, serviceAt: '2030-07-16T07:30:00.000Z', timeZone: 'Europe/London' }),
  flight: (request: SeenRequest) => unknown = () => ok(flightResult()),
) =>
  fakeApi({
    '/airport-assistant/search-flight': flight,
    '/airport-assistant/save-booking-details': save,
    '/order/vvip-detail': () => ok({ ...ASSISTANT_ORDER, status: 'unpaid' }),
    '/airport-assistant/cancel-booking': () =>
      ok({ orderNo: ORDER_NO, status: 'cancelled', refunded: 0, currency: 'USD', usesReturned: 1 }),
  });

const field = (name: RegExp) => screen.getByLabelText(name);
const flightNumber = () => field(/^Flight number/);
const flightDate = () => field(/^Flight date/);
const serviceDate = () => field(/^Service date/);
const serviceTime = () => field(/^Service time/);
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const paths = (seen: SeenRequest[]) => seen.map((request) => request.path);

type User = ReturnType<typeof userEvent.setup>;
const setUp = () => userEvent.setup({ delay: null });
/** A date or time picker sets its whole value at once. */
const pick = (control: HTMLElement, value: string) => fireEvent.change(control, { target: { value } });

/** Fills every field of the step for BA 117 (an international departure from Heathrow). */
const fillIn = async (user: User) => {
  await user.type(flightNumber(), 'ba 117');
  pick(flightDate(), '2030-07-16');
  pick(serviceDate(), '2030-07-16');
  pick(serviceTime(), '08:30');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Air ticket type' }), 'Business');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Transport mode/ }), 'Limousine');
};

const SAVED_BODY = {
  airportCode: 'LHR',
  serviceType: 'international_departure',
  level: 'vip',
  flightNumber: 'BA117',
  flightDate: '2030-07-16',
  serviceDate: '2030-07-16',
  serviceTime: '08:30',
  ticketType: 'business',
  transportMode: 'limousine',
  passengers: 1,
  luggage: 0,
};

/** Typing into forms is slow on a busy two-core machine: room beyond the 5 s default. */
const TYPING = { timeout: 20_000 };

beforeAll(setUpTexts);

describe('/airport-assistant/step-2 (Booking Details)', TYPING, () => {
  it('cannot be reached before Select Service is done: it goes to the first unfinished step', () => {
    serve();
    writeServiceDraft(savedService({ done: false }));
    const { location } = renderAt(START, screens);
    expect(location()).toBe('/airport-assistant/step-1');
  });

  it('shows the service chosen, a Back link to step 1, and says times are the airport’s local time', () => {
    serve();
    writeServiceDraft(savedService());
    renderAt(START, screens);
    expect(screen.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/airport-assistant/step-1');
    expect(
      screen.getByRole('heading', { level: 2, name: 'International Departure · VIP' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Date and time are local time at London Heathrow Airport \((GMT|BST)\)/),
    ).toBeInTheDocument();
    expect(serviceTime()).toHaveAccessibleDescription(/^Local time at the airport \((GMT|BST)\)$/);
  });

  it('asks for every required field with the required message, and sends nothing', async () => {
    const seen = serve();
    writeServiceDraft(savedService());
    renderAt(START, screens);
    const user = setUp();
    await user.click(continueButton());
    for (const control of [
      flightNumber(),
      flightDate(),
      serviceDate(),
      serviceTime(),
      screen.getByRole('combobox', { name: 'Air ticket type' }),
      screen.getByRole('combobox', { name: /^Transport mode/ }),
    ]) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    }
    expect(flightNumber()).toHaveFocus();
    await user.type(flightNumber(), 'hello');
    await user.click(continueButton());
    expect(flightNumber()).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the complete flight number, for example BA 123.'),
    );
    expect(seen).toHaveLength(0);
  });

  it('finds the flight and shows its leg with local times and zones, and the day of the service', async () => {
    const seen = serve();
    writeServiceDraft(savedService());
    renderAt(START, screens);
    const user = setUp();
    await user.click(continueButton());
    expect(serviceDate()).toHaveAttribute('aria-invalid', 'true');
    await user.type(flightNumber(), 'ba 117');
    pick(flightDate(), '2030-07-16');
    await user.click(screen.getByRole('button', { name: 'Find flight' }));

    const leg = await screen.findByRole('region', { name: 'Flight BA117 · British Airways' });
    expect(leg).toHaveTextContent('London (LHR) → New York (JFK)');
    expect(leg).toHaveTextContent('Departs London Heathrow Airport:Tue, Jul 16, 2030, 11:20 AM BST');
    expect(leg).toHaveTextContent(
      'Arrives John F. Kennedy International Airport:Tue, Jul 16, 2030, 2:15 PM EDT',
    );
    expect(
      screen.getByText(/Your flight leaves at 11:20 AM BST: choose a time up to 6 hours before/),
    ).toBeInTheDocument();
    // The day the flight leaves is the service's, and the fields it answered are no longer wrong.
    expect(serviceDate()).toHaveValue('2030-07-16');
    expect(serviceDate()).not.toHaveAttribute('aria-invalid');
    expect(flightNumber()).not.toHaveAttribute('aria-invalid');
    expect(seen.map((request) => [request.path, request.body])).toEqual([
      [
        '/airport-assistant/search-flight',
        {
          flightNumber: 'BA117',
          date: '2030-07-16',
          airportCode: 'LHR',
          serviceType: 'international_departure',
        },
      ],
    ]);
  });

  it('says when the flight cannot be located', async () => {
    const seen = serve(undefined, () =>
      fail(ErrorCode.FLIGHT_NOT_LOCATED, errorMessages[ErrorCode.FLIGHT_NOT_LOCATED]),
    );
    writeServiceDraft(savedService());
    renderAt(START, screens);
    const user = setUp();
    await fillIn(user);
    await user.click(continueButton());
    expect(await screen.findByText(errorMessages[ErrorCode.FLIGHT_NOT_LOCATED])).toBeInTheDocument();
    expect(flightNumber()).toHaveAttribute('aria-invalid', 'true');
    // The focus moves once the message has rendered (an effect): wait for it, not for the clock.
    await waitFor(() => expect(flightNumber()).toHaveFocus());
    expect(paths(seen)).not.toContain('/airport-assistant/save-booking-details');
  });

  it('counts passengers from 1 to 10 and luggage from 0 to 20', async () => {
    serve();
    writeServiceDraft(savedService());
    renderAt(START, screens);
    const user = setUp();
    expect(screen.getByRole('button', { name: 'Fewer passengers' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Less luggage' })).toBeDisabled();
    const more = screen.getByRole('button', { name: 'More passengers' });
    for (let i = 0; i < 12; i += 1) if (!(more as HTMLButtonElement).disabled) await user.click(more);
    expect(screen.getByRole('group', { name: 'Passengers' })).toHaveTextContent('10');
    expect(more).toBeDisabled();
    const moreLuggage = screen.getByRole('button', { name: 'More luggage' });
    for (let i = 0; i < 22; i += 1)
      if (!(moreLuggage as HTMLButtonElement).disabled) await user.click(moreLuggage);
    expect(screen.getByRole('group', { name: 'Luggage' })).toHaveTextContent('20');
    expect(moreLuggage).toBeDisabled();
    expect(readBookingDraft()).toMatchObject({ passengers: 10, luggage: 20 });
  });

  it('saves the details with the normalised flight number and goes on to Passenger Details', async () => {
    const seen = serve();
    writeServiceDraft(savedService());
    const { location } = renderAt(START, screens);
    const user = setUp();
    await fillIn(user);
    await user.click(continueButton());

    expect(location()).toBe('/airport-assistant/step-3');
    expect(seen.map((request) => [request.path, request.body])).toEqual([
      [
        '/airport-assistant/search-flight',
        {
          flightNumber: 'BA117',
          date: '2030-07-16',
          airportCode: 'LHR',
          serviceType: 'international_departure',
        },
      ],
      ['/airport-assistant/save-booking-details', SAVED_BODY],
    ]);
    expect(readBookingDraft()).toMatchObject({
      flightNumber: 'BA117',
      uuid: UUID,
      saved: true,
      serviceAt: '2030-07-16T07:30:00.000Z',
      timeZone: 'Europe/London',
      leg: { flightNumber: 'BA117' },
    });
  });

  it('says a service under 72 hours ahead must be booked at least 72 hours before', async () => {
    serve(() => fail(ErrorCode.BOOKING_TOO_SOON, errorMessages[ErrorCode.BOOKING_TOO_SOON]));
    writeServiceDraft(savedService());
    const { location } = renderAt(START, screens);
    const user = setUp();
    await fillIn(user);
    await user.click(continueButton());
    const message =
      'Airport Assistant must be booked at least 72 hours before the service time. Please choose a later date or time.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(serviceDate()).toHaveAccessibleDescription(expect.stringContaining(message));
    // The field takes the focus in an effect after the message renders.
    await vi.waitFor(() => expect(serviceDate()).toHaveFocus());
    expect(location()).toBe(START);
  });

  it('moves the service to the day of another flight searched, so a "too soon" for the old day goes', async () => {
    /** BA 117 on the day asked for (the schedule repeats daily). */
    const onDay = (request: SeenRequest) => {
      const date = String(request.body?.date);
      const leg = {
        ...LEG,
        departure: { ...LEG.departure, date, at: `${date}T10:20:00.000Z` },
        arrival: { ...LEG.arrival, date, at: `${date}T18:15:00.000Z` },
      };
      return ok({ flight: { ...FLIGHT, legs: [leg] }, leg });
    };
    serve(() => fail(ErrorCode.BOOKING_TOO_SOON, errorMessages[ErrorCode.BOOKING_TOO_SOON]), onDay);
    writeServiceDraft(savedService());
    renderAt(START, screens);
    const user = setUp();
    await fillIn(user);
    await user.click(continueButton());
    const tooSoon =
      'Airport Assistant must be booked at least 72 hours before the service time. Please choose a later date or time.';
    expect(await screen.findByText(tooSoon)).toBeInTheDocument();

    pick(flightDate(), '2030-07-20');
    await user.click(screen.getByRole('button', { name: 'Find flight' }));
    await waitFor(() => expect(serviceDate()).toHaveValue('2030-07-20'));
    expect(readBookingDraft()).toMatchObject({ flightDate: '2030-07-20', serviceDate: '2030-07-20' });
    expect(screen.queryByText(tooSoon)).not.toBeInTheDocument();
    expect(serviceDate()).not.toHaveAttribute('aria-invalid');

    // The same flight searched again keeps a day chosen since.
    pick(serviceDate(), '2030-07-19');
    await user.click(screen.getByRole('button', { name: 'Find flight' }));
    await screen.findByRole('region', { name: 'Flight BA117 · British Airways' });
    expect(serviceDate()).toHaveValue('2030-07-19');
  });

  it('keeps "too soon" on a moved date that is still under 72 hours ahead', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
    const soon = (request: SeenRequest) => {
      const leg = {
        ...LEG,
        departure: { ...LEG.departure, date: tomorrow, at: `${tomorrow}T10:20:00.000Z` },
        arrival: { ...LEG.arrival, date: tomorrow, at: `${tomorrow}T18:15:00.000Z` },
      };
      return request.body?.date === '2030-07-16' ? ok(flightResult()) : ok({ flight: FLIGHT, leg });
    };
    serve(() => fail(ErrorCode.BOOKING_TOO_SOON, errorMessages[ErrorCode.BOOKING_TOO_SOON]), soon);
    writeServiceDraft(savedService());
    renderAt(START, screens);
    const user = setUp();
    await fillIn(user);
    await user.click(continueButton());
    await waitFor(() => expect(serviceDate()).toHaveAttribute('aria-invalid', 'true'));
    pick(flightDate(), tomorrow);
    await user.click(screen.getByRole('button', { name: 'Find flight' }));
    await waitFor(() => expect(serviceDate()).toHaveValue(tomorrow));
    expect(serviceDate()).toHaveAccessibleDescription(
      expect.stringContaining('must be booked at least 72 hours before the service time'),
    );
  });

  it('says when the service time does not match the flight', async () => {
    serve(() => fail(ErrorCode.SERVICE_TIME_OFF_FLIGHT, errorMessages[ErrorCode.SERVICE_TIME_OFF_FLIGHT]));
    writeServiceDraft(savedService());
    renderAt(START, screens);
    const user = setUp();
    await fillIn(user);
    await user.click(continueButton());
    expect(
      await screen.findByText(
        'The service time does not match your flight. Please choose a time closer to the flight.',
      ),
    ).toBeInTheDocument();
    expect(serviceTime()).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks to confirm a time under 1 hour before departure; Continue sends it again, confirmed', async () => {
    const seen = serve((request) =>
      request.body?.confirmNearDeparture
        ? ok({ uuid: UUID, serviceAt: '2030-07-16T09:30:00.000Z', timeZone: 'Europe/London' })
        : fail(ErrorCode.NEAR_DEPARTURE_UNCONFIRMED, errorMessages[ErrorCode.NEAR_DEPARTURE_UNCONFIRMED]),
    );
    writeServiceDraft(savedService());
    const { location } = renderAt(START, screens);
    const user = setUp();
    await fillIn(user);
    await user.click(continueButton());

    const dialog = await screen.findByRole('dialog', { name: 'Less than 1 hour before departure' });
    expect(dialog).toHaveAccessibleDescription(
      'Your service time is less than 1 hour before your flight departs. Do you want to continue with this time?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(location()).toBe('/airport-assistant/step-3');
    const saves = seen.filter((request) => request.path === '/airport-assistant/save-booking-details');
    expect(saves.map((request) => request.body)).toEqual([
      SAVED_BODY,
      { ...SAVED_BODY, confirmNearDeparture: true },
    ]);
  });

  it('Change time closes the confirmation and stays on the step', async () => {
    serve(() =>
      fail(ErrorCode.NEAR_DEPARTURE_UNCONFIRMED, errorMessages[ErrorCode.NEAR_DEPARTURE_UNCONFIRMED]),
    );
    writeServiceDraft(savedService());
    const { location } = renderAt(START, screens);
    const user = setUp();
    await fillIn(user);
    await user.click(continueButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Change time' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe(START);
  });

  it('keeps the step as it was left across a reload', async () => {
    serve();
    writeServiceDraft(savedService());
    const first = renderAt(START, screens);
    const user = setUp();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'More passengers' }));
    await user.click(screen.getByRole('button', { name: 'More luggage' }));
    first.unmount();

    serve();
    renderAt(START, screens);
    expect(flightNumber()).toHaveValue('ba 117');
    expect(flightDate()).toHaveValue('2030-07-16');
    expect(serviceTime()).toHaveValue('08:30');
    expect(screen.getByRole('combobox', { name: 'Air ticket type' })).toHaveValue('business');
    expect(screen.getByRole('combobox', { name: /^Transport mode/ })).toHaveValue('limousine');
    expect(screen.getByRole('group', { name: 'Passengers' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Luggage' })).toHaveTextContent('1');
    expect(sessionStorage.getItem('draft:assistantBooking')).not.toBeNull();
    expect(readBookingDraft()).toMatchObject({ saved: false, uuid: null });
  });

  it('drops an unpaid order left by a failed payment and starts a new draft when the details change', async () => {
    const seen = serve(() =>
      ok({ uuid: NEW_UUID, serviceAt: '2030-07-16T07:30:00.000Z', timeZone: 'Europe/London' }),
    );
    writeServiceDraft(savedService());
    writeBookingDraft(savedBooking({ orderNo: ORDER_NO, passengers: 1, luggage: 0 }));
    const { location } = renderAt(START, screens);
    const user = setUp();
    await user.click(continueButton());
    expect(location()).toBe('/airport-assistant/step-3');
    expect(seen.map((request) => [request.method, request.path])).toEqual([
      ['GET', '/order/vvip-detail'],
      ['GET', '/airport-assistant/cancel-booking'],
      ['POST', '/airport-assistant/save-booking-details'],
    ]);
    // No uuid: a new draft.
    expect(seen[2]?.body).toEqual({ ...SAVED_BODY, luggage: 0 });
    expect(readBookingDraft()).toMatchObject({ uuid: NEW_UUID, orderNo: null, saved: true });
  });
});
