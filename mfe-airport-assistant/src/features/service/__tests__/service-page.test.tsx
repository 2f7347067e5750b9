import { ErrorCode } from '@portal/shared/contracts';
import { fail, fakeApi, ok, renderAt } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  readBookingDraft,
  readServiceDraft,
  writeBookingDraft,
  writePassengersDraft,
  writeServiceDraft,
} from '../../../lib/drafts';
import {
  AIRPORTS,
  savedBooking,
  savedPassengers,
  savedService,
  servicesResult,
} from '../../../test-support/fixtures';
import { setUpTexts } from '../../../test-support/setup-i18n';
import { forgetLoadedAirports } from '../api/service-calls';
import { ServicePage } from '../service-page';

const screens = { '/airport-assistant/step-1': ServicePage };
const START = '/airport-assistant/step-1';
const airportField = () => screen.getByRole('combobox', { name: /^Airport/ });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

const serve = (services: () => unknown = () => ok(servicesResult(2))) =>
  fakeApi({
    '/airport-assistant/airport-list': () => ok({ airports: AIRPORTS }),
    '/airport-assistant/search-service': services,
  });

const pickHeathrow = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(airportField(), 'lhr');
  await screen.findByRole('option', { name: /Heathrow/ });
  await user.keyboard('{Enter}');
};

/** Typing into forms is slow on a busy two-core machine: room beyond the 5 s default. */
const TYPING = { timeout: 20_000 };

beforeAll(setUpTexts);

beforeEach(() => {
  forgetLoadedAirports();
});

describe('/airport-assistant/step-1 (Select Service)', TYPING, () => {
  it('has its heading, a Back link home, and no API call until the airport field is used', () => {
    const seen = serve();
    renderAt(START, screens);
    expect(screen.getByRole('heading', { level: 1, name: 'Select Service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(airportField()).toHaveAccessibleDescription('Search by airport code, city or name');
    expect(seen).toHaveLength(0);
  });

  it('finds airports by code, city or name from the keyboard, then shows the services in the spec’s order', async () => {
    const seen = serve();
    renderAt(START, screens);
    const user = userEvent.setup({ delay: null });
    await user.type(airportField(), 'sao paulo');
    const list = await screen.findByRole('listbox', { name: 'Airport' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['São Paulo–Guarulhos International Airport (GRU)São Paulo, Brazil']);
    await user.clear(airportField());
    await user.type(airportField(), 'london');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(airportField()).toHaveValue('London Heathrow Airport (LHR)');

    const types = await screen.findByRole('group', { name: 'Service type' });
    expect(
      within(types)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['domestic_departure', 'international_arrival', 'international_departure']);
    expect(within(types).getByRole('radio', { name: 'International Arrival' })).not.toBeChecked();
    expect(screen.getByText('Complimentary Airport Assistant uses left this year: 2/4')).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/airport-assistant/search-service')?.body).toEqual({
      airportCode: 'LHR',
    });
    // The airport list is read once, when the field is first used; typing only filters it.
    expect(seen.filter((r) => r.path === '/airport-assistant/airport-list')).toHaveLength(1);
  });

  it('shows each level with what it includes and its price, and goes on to Booking Details', async () => {
    serve();
    const { location } = renderAt(START, screens);
    const user = userEvent.setup({ delay: null });
    await pickHeathrow(user);
    await user.click(await screen.findByRole('radio', { name: 'International Arrival' }));
    const levels = await screen.findByRole('group', { name: 'Service level' });
    expect(
      within(levels)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['vip', 'vvip']);
    const vip = within(levels).getByRole('radio', { name: 'VIP' });
    expect(vip).toHaveAccessibleDescription(
      'USD\u00a0160.00 + USD\u00a040.00 per additional passenger Personal greeting Welcome sign with your name Escort through immigration Help with baggage',
    );
    await user.click(vip);
    await user.click(continueButton());

    expect(location()).toBe('/airport-assistant/step-2');
    expect(readServiceDraft()).toEqual({
      airport: {
        code: 'LHR',
        name: 'London Heathrow Airport',
        city: 'London',
        country: 'United Kingdom',
        timeZone: 'Europe/London',
      },
      serviceType: 'international_arrival',
      level: 'vip',
      offer: {
        features: ['greeting', 'nameSign', 'immigrationEscort', 'baggageHelp'],
        basePrice: 16000,
        extraPassengerPrice: 4000,
        currency: 'USD',
      },
      cardInfo: { count: 2, total: 4 },
      done: true,
    });
    expect(sessionStorage.getItem('SPONE')).not.toBeNull();
  });

  it('asks for each choice in turn with the required message, focusing the field', async () => {
    serve();
    const { location } = renderAt(START, screens);
    const user = userEvent.setup({ delay: null });
    await user.click(continueButton());
    expect(airportField()).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(airportField()).toHaveFocus();

    await pickHeathrow(user);
    expect(airportField()).toHaveAccessibleDescription('Search by airport code, city or name');
    await screen.findByRole('group', { name: 'Service type' });
    await user.click(continueButton());
    const domestic = screen.getByRole('radio', { name: 'Domestic Departure' });
    expect(domestic).toHaveAttribute('aria-invalid', 'true');
    expect(domestic).toHaveAccessibleDescription('This field is required.');
    expect(domestic).toHaveFocus();

    await user.click(domestic);
    await user.click(continueButton());
    expect(screen.getByRole('radio', { name: 'Meet & Assist' })).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
    expect(location()).toBe(START);
  });

  it('comes back as it was left after a reload (the SPONE draft)', async () => {
    serve();
    const first = renderAt(START, screens);
    const user = userEvent.setup({ delay: null });
    await pickHeathrow(user);
    await user.click(await screen.findByRole('radio', { name: 'International Departure' }));
    await user.click(screen.getByRole('radio', { name: 'VIP' }));
    first.unmount();

    serve();
    renderAt(START, screens);
    expect(airportField()).toHaveValue('London Heathrow Airport (LHR)');
    expect(await screen.findByRole('radio', { name: 'International Departure' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'VIP' })).toBeChecked();
    // Not confirmed yet: Continue was never pressed.
    expect(readServiceDraft()?.done).toBe(false);
  });

  it('going back to it resets the later steps, which must be confirmed again', async () => {
    serve();
    writeServiceDraft(savedService());
    writeBookingDraft(savedBooking());
    writePassengersDraft(savedPassengers());
    renderAt(START, screens);
    await waitFor(() => expect(readBookingDraft()?.saved).toBe(false));
    // What they hold stays, to be shown again.
    expect(readBookingDraft()).toMatchObject({ flightNumber: 'BA117', uuid: savedBooking().uuid });
  });

  it('says when the services cannot be read, with Try again', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1
        ? fail(ErrorCode.SERVICE_UNAVAILABLE, 'The service is unavailable.')
        : ok(servicesResult(0));
    });
    renderAt(START, screens);
    const user = userEvent.setup({ delay: null });
    await pickHeathrow(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The services at this airport could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(
        'No complimentary uses left this year (0/4): the service is charged to your card.',
      ),
    ).toBeInTheDocument();
  });
});
