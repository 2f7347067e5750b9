import { ErrorCode } from '@portal/shared/contracts';
import { errorMessages } from '@portal/shared/contracts/error-messages';
import { fail, fakeApi, ok, renderAt, type SeenRequest } from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  readBookingDraft,
  readFlightDraft,
  readUuid,
  writeBookingDraft,
  writeFlightDraft,
} from '../../../lib/drafts';
import {
  carsResult,
  choice,
  FLIGHT,
  flightResult,
  HEATHROW,
  HILTON,
  LEG,
  PADDINGTON,
  savedBooking,
  savedFlight,
  UUID,
} from '../../../test-support/fixtures';
import { setUpTexts } from '../../../test-support/setup-i18n';
import { DetailsPage } from '../details-page';

const START = '/transport-services/step-1';
const screens = { [START]: DetailsPage };

interface Handlers {
  cars?: (request: SeenRequest) => unknown;
  flight?: (request: SeenRequest) => unknown;
  places?: (request: SeenRequest) => unknown;
}

const serve = ({ cars = () => ok(carsResult()), flight = () => ok(flightResult()), places }: Handlers = {}) =>
  fakeApi({
    '/maps/search': places ?? (() => ok({ places: [HEATHROW, HILTON, PADDINGTON] })),
    '/transport/search-flight': flight,
    '/transport/search-cars': cars,
  });

const field = (name: RegExp) => screen.getByLabelText(name);
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const paths = (seen: SeenRequest[]) => seen.map((request) => request.path);
const setUp = () => userEvent.setup({ delay: null });

/** A filled-in step: Heathrow to Paddington, BA 117 landing 16 July 2030, pick-up 09:30. */
const fillDrafts = () => {
  writeBookingDraft(savedBooking({ saved: false, trip: null, cars: [] }));
  writeFlightDraft(savedFlight({ leg: null, legFor: null }));
};

const TYPING = { timeout: 20_000 };

beforeAll(setUpTexts);

describe('/transport-services/step-1 (Booking Details)', TYPING, () => {
  it('asks for every required field with the required message, and sends nothing', async () => {
    const seen = serve();
    renderAt(START, screens);
    expect(screen.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeInTheDocument();
    await setUp().click(nextButton());
    // The flight-number rule loads with the first Next (it needs zod, which step 1 does not download).
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^From/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    for (const control of [
      screen.getByRole('combobox', { name: /^From/ }),
      screen.getByRole('combobox', { name: /^To/ }),
      field(/^Flight number/),
      field(/^Flight date/),
      field(/^Pick-up date/),
      field(/^Pick-up time/),
    ]) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    }
    // Focus moves to the first error after the render that shows the errors.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^From/ })).toHaveFocus());
    expect(seen).toHaveLength(0);
  });

  it('searches addresses as the user types (from 2 letters), and says when nothing is found', async () => {
    const seen = serve({
      places: (request) =>
        ok({ places: String(request.body?.keyword).startsWith('zz') ? [] : [HEATHROW, HILTON] }),
    });
    renderAt(START, screens);
    const user = setUp();
    const from = screen.getByRole('combobox', { name: /^From/ });
    await user.type(from, 'h');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(paths(seen)).toEqual([]);
    await user.type(from, 'ea');
    const list = await screen.findByRole('listbox', { name: /^From/ });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(seen.map((request) => request.body)).toEqual([{ keyword: 'hea', limit: 8 }]);
    await user.click(within(list).getByRole('option', { name: /London Heathrow Airport/ }));
    expect(readBookingDraft()?.from).toEqual(choice(HEATHROW));

    const to = screen.getByRole('combobox', { name: /^To/ });
    await user.type(to, 'zzz');
    expect(await screen.findByText('No results found. Please try another address.')).toBeInTheDocument();
    expect(to).toHaveAccessibleDescription(expect.stringContaining('as detailed as possible'));
  });

  it('says at once when neither place is an airport, and swaps the places', async () => {
    serve();
    writeBookingDraft(savedBooking({ from: choice(PADDINGTON), to: null, saved: false }));
    renderAt(START, screens);
    const user = setUp();
    const to = screen.getByRole('combobox', { name: /^To/ });
    await user.type(to, 'hil');
    await user.click(await screen.findByRole('option', { name: /Hilton/ }, { timeout: 3000 }));
    expect(to).toHaveAccessibleDescription(expect.stringContaining('One location must be an airport!'));

    await user.click(screen.getByRole('button', { name: 'Swap From and To' }));
    expect(screen.getByRole('combobox', { name: /^From/ })).toHaveValue('Hilton London Heathrow Terminal 4');
    expect(screen.getByRole('combobox', { name: /^To/ })).toHaveValue('London Paddington Station');
  });

  it('finds the flight at the trip’s airport and shows its leg with local times and zones', async () => {
    const seen = serve();
    fillDrafts();
    renderAt(START, screens);
    await setUp().click(screen.getByRole('button', { name: 'Find flight' }));
    const leg = await screen.findByRole('region', { name: 'Flight BA117 · British Airways' });
    expect(leg).toHaveTextContent('New York (JFK) → London (LHR)');
    expect(leg).toHaveTextContent('Arrives London Heathrow Airport:Tue, Jul 16, 2030, 8:40 AM BST');
    expect(
      screen.getByText(/Date and time are local time at London Heathrow Airport \(LHR\) \(BST\)/),
    ).toBeInTheDocument();
    expect(field(/^Pick-up time/)).toHaveAccessibleDescription('Local time at the airport (BST)');
    expect(seen.map((request) => [request.path, request.body])).toEqual([
      [
        '/transport/search-flight',
        { flightNumber: 'BA117', date: '2030-07-15', airportCode: 'LHR', direction: 'fromAirport' },
      ],
    ]);
  });

  it('says when the flight cannot be located', async () => {
    const seen = serve({ flight: () => fail(ErrorCode.FLIGHT_NOT_LOCATED, 'not located') });
    fillDrafts();
    renderAt(START, screens);
    await setUp().click(nextButton());
    expect(await screen.findByText(errorMessages[ErrorCode.FLIGHT_NOT_LOCATED])).toBeInTheDocument();
    expect(field(/^Flight number/)).toHaveAttribute('aria-invalid', 'true');
    expect(paths(seen)).not.toContain('/transport/search-cars');
  });

  it('counts adults 1–12, children 0–8 and luggage 0–12 with labelled buttons', async () => {
    serve();
    renderAt(START, screens);
    const user = setUp();
    expect(screen.getByRole('button', { name: 'Fewer adults' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fewer children' })).toBeDisabled();
    const more = screen.getByRole('button', { name: 'More children' });
    for (let i = 0; i < 10; i += 1) if (!(more as HTMLButtonElement).disabled) await user.click(more);
    expect(screen.getByRole('group', { name: 'Children' })).toHaveTextContent('8');
    expect(more).toBeDisabled();
    expect(readBookingDraft()).toMatchObject({ adults: 1, children: 8, luggage: 0 });
  });

  it('saves the details with /transport/search-cars and goes on to Select Car', async () => {
    const seen = serve();
    fillDrafts();
    const { location } = renderAt(START, screens);
    await setUp().click(nextButton());
    await waitFor(() => expect(location()).toBe('/transport-services/step-2'));
    expect(seen.map((request) => [request.path, request.body])).toEqual([
      ['/transport/search-flight', expect.anything()],
      [
        '/transport/search-cars',
        {
          from: 'airport:LHR',
          to: 'poi:paddington',
          flightNumber: 'BA117',
          flightDate: '2030-07-15',
          pickupDate: '2030-07-16',
          pickupTime: '09:30',
          adults: 2,
          children: 1,
          luggage: 2,
        },
      ],
    ]);
    expect(readUuid()).toBe(UUID);
    expect(readBookingDraft()).toMatchObject({
      saved: true,
      cars: [{ carType: 'economy' }, { carType: 'van' }],
    });
    expect(readFlightDraft()?.leg?.flightNumber).toBe('BA117');
  });

  it('asks to confirm a pick-up close to departure, then sends it again confirmed', async () => {
    let calls = 0;
    const seen = serve({
      cars: () => {
        calls += 1;
        return calls === 1 ? fail(ErrorCode.NEAR_DEPARTURE_UNCONFIRMED, 'near') : ok(carsResult());
      },
    });
    fillDrafts();
    const { location } = renderAt(START, screens);
    const user = setUp();
    await user.click(nextButton());
    const dialog = await screen.findByRole('dialog', { name: 'Pick-up close to departure' });
    expect(dialog).toHaveTextContent('less than 2 hours');
    await user.click(within(dialog).getByRole('button', { name: 'Keep this time' }));
    await waitFor(() => expect(location()).toBe('/transport-services/step-2'));
    const sent = seen.filter((request) => request.path === '/transport/search-cars');
    expect(sent.map((request) => request.body?.confirmNearDeparture)).toEqual([undefined, true]);
  });

  it.each([
    [ErrorCode.ONE_END_AIRPORT, /^To/, 'One location must be an airport!'],
    [ErrorCode.MILEAGE_EXCEEDED, /^To/, 'Current addresses exceed the maximum mileage.'],
    [ErrorCode.NO_CARS_AVAILABLE, /^To/, 'Sorry, there are no available cars. Please try another address.'],
    [ErrorCode.BOOKING_TOO_SOON, /^Pick-up date/, 'Please book at least 48 hours before the pick-up.'],
    [ErrorCode.SERVICE_TIME_OFF_FLIGHT, /^Pick-up time/, errorMessages[ErrorCode.SERVICE_TIME_OFF_FLIGHT]],
  ])('shows the API’s code %i on its field', async (code, label, message) => {
    serve({ cars: () => fail(code, 'refused') });
    fillDrafts();
    const { location } = renderAt(START, screens);
    await setUp().click(nextButton());
    const control = label.source === '^To' ? screen.getByRole('combobox', { name: label }) : field(label);
    await waitFor(() => expect(control).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe(START);
  });

  it('says a pick-up under 48 hours ahead before sending, once the airport’s zone is known', async () => {
    const seen = serve();
    const soon = new Date(Date.now() + 24 * 3_600_000);
    const date = `${soon.getUTCFullYear()}-${String(soon.getUTCMonth() + 1).padStart(2, '0')}-${String(soon.getUTCDate()).padStart(2, '0')}`;
    writeBookingDraft(savedBooking({ saved: false, pickupDate: date, pickupTime: '12:00' }));
    writeFlightDraft(savedFlight());
    renderAt(START, screens);
    await setUp().click(nextButton());
    // The checks run once the flight-number rule has loaded (a dynamic import).
    await waitFor(() =>
      expect(field(/^Pick-up date/)).toHaveAccessibleDescription(
        expect.stringContaining('Please book at least 48 hours before the pick-up.'),
      ),
    );
    expect(seen).toHaveLength(0);
  });

  it('moves the pick-up to the day of another flight searched, so a "too soon" for the old day goes', async () => {
    /** BA 117 leaving on the day asked for, landing at Heathrow the next morning. */
    const nextDay = (date: string) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const onDay = (request: SeenRequest) => {
      const date = String(request.body?.date);
      const landing = nextDay(date);
      const leg = {
        ...LEG,
        departure: { ...LEG.departure, date, at: `${date}T22:00:00.000Z` },
        arrival: { ...LEG.arrival, date: landing, at: `${landing}T07:40:00.000Z` },
      };
      return ok({ flight: { ...FLIGHT, legs: [leg] }, leg });
    };
    serve({ flight: onDay });
    const soon = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
    writeBookingDraft(savedBooking({ saved: false, pickupDate: soon, pickupTime: '12:00' }));
    writeFlightDraft(savedFlight());
    renderAt(START, screens);
    const user = setUp();
    await user.click(nextButton());
    const tooSoon = 'Please book at least 48 hours before the pick-up.';
    await waitFor(() =>
      expect(field(/^Pick-up date/)).toHaveAccessibleDescription(expect.stringContaining(tooSoon)),
    );

    fireEvent.change(field(/^Flight date/), { target: { value: '2030-07-20' } });
    await user.click(screen.getByRole('button', { name: 'Find flight' }));
    await waitFor(() => expect(field(/^Pick-up date/)).toHaveValue('2030-07-21'));
    expect(readBookingDraft()).toMatchObject({ pickupDate: '2030-07-21', saved: false });
    expect(field(/^Pick-up date/)).not.toHaveAccessibleDescription(expect.stringContaining(tooSoon));
    expect(field(/^Pick-up date/)).not.toHaveAttribute('aria-invalid');

    // The same flight searched again keeps a day chosen since.
    fireEvent.change(field(/^Pick-up date/), { target: { value: '2030-07-22' } });
    await user.click(screen.getByRole('button', { name: 'Find flight' }));
    await screen.findByRole('region', { name: 'Flight BA117 · British Airways' });
    expect(field(/^Pick-up date/)).toHaveValue('2030-07-22');
  });

  it('keeps "too soon" on a moved pick-up date still under 48 hours ahead', async () => {
    const soon = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
    const leg = { ...LEG, arrival: { ...LEG.arrival, date: soon, at: `${soon}T07:40:00.000Z` } };
    serve({
      cars: () => fail(ErrorCode.BOOKING_TOO_SOON, 'refused'),
      flight: () => ok({ flight: { ...FLIGHT, legs: [leg] }, leg }),
    });
    writeBookingDraft(savedBooking({ saved: false, trip: null, cars: [] }));
    writeFlightDraft(savedFlight());
    renderAt(START, screens);
    const user = setUp();
    await user.click(nextButton());
    const tooSoon = 'Please book at least 48 hours before the pick-up.';
    await waitFor(() =>
      expect(field(/^Pick-up date/)).toHaveAccessibleDescription(expect.stringContaining(tooSoon)),
    );
    fireEvent.change(field(/^Flight date/), { target: { value: soon } });
    await user.click(screen.getByRole('button', { name: 'Find flight' }));
    await waitFor(() => expect(field(/^Pick-up date/)).toHaveValue(soon));
    expect(field(/^Pick-up date/)).toHaveAccessibleDescription(expect.stringContaining(tooSoon));
  });

  it('keeps what was typed after a reload', () => {
    serve();
    fillDrafts();
    renderAt(START, screens);
    expect(screen.getByRole('combobox', { name: /^From/ })).toHaveValue('London Heathrow Airport (LHR)');
    expect(field(/^Flight number/)).toHaveValue('BA117');
    expect(field(/^Pick-up time/)).toHaveValue('09:30');
  });
});
