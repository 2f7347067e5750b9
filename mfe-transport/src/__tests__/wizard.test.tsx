import { fakeApi, ok, openRoutes } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  readBookingDraft,
  readPersonDraft,
  writeBookingDraft,
  writeFlightDraft,
  writePersonDraft,
  writeUuid,
} from '../lib/drafts';
import { routes } from '../routes';
import { ORDER_NO, savedFlight, savedPerson, TRANSPORT_ORDER, UUID, withCar } from '../test-support/fixtures';
import { setUpTexts } from '../test-support/setup-i18n';

const LOADED = { timeout: 10_000 };

const open = (path: string) => openRoutes(path, routes);

beforeAll(setUpTexts);

describe('the Transport Services wizard', { timeout: 20_000 }, () => {
  it('starts at step 1 from /transport-services (keeping the query), under the progress header', async () => {
    const { location } = open('/transport-services?currentType=0');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Details' }, LOADED),
    ).toBeInTheDocument();
    expect(location()).toBe('/transport-services/step-1?currentType=0');
    const progress = screen.getByRole('navigation', { name: 'Transport booking progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Booking Details',
      'Select Car (not started)',
      'Passenger Details (not started)',
      'Review & Submit (not started)',
    ]);
  });

  it('lands /prebooking on step 1 with its query', async () => {
    const { location } = open('/prebooking?currentType=0&isWhat=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Details' }, LOADED),
    ).toBeInTheDocument();
    expect(location()).toBe('/transport-services/step-1?currentType=0&isWhat=1');
  });

  it('sends a typed address of a later step to the first unfinished one', async () => {
    writeBookingDraft(withCar({ carDone: false }));
    writeUuid(UUID);
    const { location } = open('/transport-services/step-4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Select Car' }, LOADED)).toBeInTheDocument();
    expect(location()).toBe('/transport-services/step-2');
  });

  it('goes back by an earlier step of the progress header (focusing its heading), which resets the later steps; the drafts survive a reload', async () => {
    fakeApi({});
    writeBookingDraft(withCar());
    writeFlightDraft(savedFlight());
    writePersonDraft(savedPerson());
    writeUuid(UUID);
    const first = open('/transport-services/step-3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Passenger Details' }, LOADED),
    ).toBeInTheDocument();
    // A reload: the passenger typed before is still there.
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ana');
    const progress = screen.getByRole('navigation', { name: 'Transport booking progress' });
    expect(within(progress).queryByRole('button', { name: /Review & Submit/ })).not.toBeInTheDocument();
    await userEvent.click(within(progress).getByRole('button', { name: 'Booking Details (completed)' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Booking Details' }, LOADED);
    expect(first.location()).toBe('/transport-services/step-1');
    expect(heading).toHaveFocus();
    await waitFor(() =>
      expect(readBookingDraft()).toMatchObject({ carDone: false, car: { carType: 'economy' } }),
    );
    expect(readPersonDraft()).toMatchObject({ saved: false, firstName: 'Ana' });

    await first.router.navigate('/transport-services/step-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Select Car' }, LOADED)).toBeInTheDocument();
  });

  it('shows a booked order on the result page, and a received request', async () => {
    fakeApi({ '/order/limo-detail': () => ok(TRANSPORT_ORDER) });
    open(`/transport-services/succ?currentType=0&isWhat=0&orderNo=${ORDER_NO}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Booking ID: ${ORDER_NO}` })).toBeInTheDocument();
  });

  it('says a booking request was received and an operator answers within 24 hours', async () => {
    open(`/transport-services/succ?currentType=request&orderNo=${ORDER_NO}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request received' }, LOADED),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/An operator will answer within 24 hours with a quotation, by email and SMS/),
    ).toBeInTheDocument();
  });

  it('offers to try a failed payment of a quotation again', async () => {
    const { location } = open(`/transport-services/succ?currentType=1&isWhat=1&orderNo=${ORDER_NO}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Unsuccessful' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discard booking' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(location()).toBe(`/transport-services/step-4?currentType=quote&orderNo=${ORDER_NO}`);
  });
});
