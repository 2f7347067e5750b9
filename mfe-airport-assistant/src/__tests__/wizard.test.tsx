import { fakeApi, ok, openRoutes } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBookingDraft, writeBookingDraft, writePassengersDraft, writeServiceDraft } from '../lib/drafts';
import { routes } from '../routes';
import {
  AIRPORTS,
  savedBooking,
  savedPassengers,
  savedService,
  servicesResult,
} from '../test-support/fixtures';
import { setUpTexts } from '../test-support/setup-i18n';

// Each step's chunk loads on first use: give it time on a busy machine.
const LOADED = { timeout: 10_000 };

const open = (path: string) => openRoutes(path, routes);

/** Loading each step's chunk is slow on a busy two-core machine: room beyond the 5 s default. */
const TYPING = { timeout: 20_000 };

beforeAll(setUpTexts);

describe('the Airport Assistant wizard', TYPING, () => {
  it('starts at step 1 from /airport-assistant, under the progress header', async () => {
    const { location } = open('/airport-assistant');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Select Service' }, LOADED),
    ).toBeInTheDocument();
    expect(location()).toBe('/airport-assistant/step-1');
    const progress = screen.getByRole('navigation', { name: 'Airport Assistant booking progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Select Service',
      'Booking Details (not started)',
      'Passenger Details (not started)',
      'Review & Pay (not started)',
    ]);
  });

  it('sends a typed address of a later step to the first unfinished one', async () => {
    writeServiceDraft(savedService());
    const { location } = open('/airport-assistant/step-3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Details' }, LOADED),
    ).toBeInTheDocument();
    expect(location()).toBe('/airport-assistant/step-2');
  });

  it('goes back by an earlier step of the progress header (focusing its heading), which resets the later steps', async () => {
    fakeApi({
      '/airport-assistant/order-review': () => ok({}),
      '/airport-assistant/airport-list': () => ok({ airports: AIRPORTS }),
      '/airport-assistant/search-service': () => ok(servicesResult()),
    });
    writeServiceDraft(savedService());
    writeBookingDraft(savedBooking());
    writePassengersDraft(savedPassengers());
    const { location, router } = open('/airport-assistant/step-3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Passenger Details' }, LOADED),
    ).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Airport Assistant booking progress' });
    // Later steps cannot be clicked; done ones can.
    expect(within(progress).queryByRole('button', { name: /Review & Pay/ })).not.toBeInTheDocument();
    await userEvent.click(within(progress).getByRole('button', { name: 'Select Service (completed)' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Select Service' }, LOADED);
    expect(location()).toBe('/airport-assistant/step-1');
    expect(heading).toHaveFocus();
    await waitFor(() => expect(readBookingDraft()).toMatchObject({ saved: false, flightNumber: 'BA117' }));

    // Booking Details must be confirmed again before Passenger Details.
    await router.navigate('/airport-assistant/step-3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Details' }, LOADED),
    ).toBeInTheDocument();
    expect(location()).toBe('/airport-assistant/step-2');
  });
});
