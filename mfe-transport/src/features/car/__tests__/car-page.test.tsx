import { ErrorCode } from '@portal/shared/contracts';
import { fail, fakeApi, ok, renderAt, type SeenRequest } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBookingDraft, writeBookingDraft, writeFlightDraft, writeUuid } from '../../../lib/drafts';
import { CARS, carsResult, overKm, savedBooking, savedFlight, UUID } from '../../../test-support/fixtures';
import { setUpTexts } from '../../../test-support/setup-i18n';
import { CarPage } from '../car-page';

const START = '/transport-services/step-2';
const screens = { [START]: CarPage };

const serve = (select: () => unknown = () => ok({ uuid: UUID, car: CARS[0] })) =>
  fakeApi({
    '/transport/check-overkm-charge': () => ok(overKm()),
    '/transport/select-car': select,
    '/transport/search-cars': () => ok(carsResult({ cars: [CARS[1]] })),
  });

const withDetails = (overrides = {}) => {
  writeBookingDraft(savedBooking(overrides));
  writeFlightDraft(savedFlight());
  writeUuid(UUID);
};
const paths = (seen: SeenRequest[]) => seen.map((request) => request.path);
const setUp = () => userEvent.setup({ delay: null });

beforeAll(setUpTexts);

describe('/transport-services/step-2 (Select Car)', { timeout: 20_000 }, () => {
  it('cannot be reached before Booking Details are saved', () => {
    serve();
    const { location } = renderAt(START, screens);
    expect(location()).toBe('/transport-services/step-1');
  });

  it('lists the cars with their capacity and price, and the extra mileage of the chosen one', async () => {
    const seen = serve();
    withDetails();
    renderAt(START, screens);
    const economy = screen.getByRole('radio', { name: 'Economy' });
    expect(economy).toHaveAccessibleDescription(
      /Up to 3 passengers.*2 pieces of luggage.*£138\.30 for this trip/,
    );
    expect(screen.getByRole('radio', { name: 'Van' })).toHaveAccessibleDescription(/Up to 7 passengers/);
    expect(screen.getByText(/Your trip is 53 km; fares include 30 km/)).toBeInTheDocument();
    await setUp().click(economy);
    expect(await screen.findByText('Extra mileage: 23 km × £2.10 (£48.30, included)')).toBeInTheDocument();
    expect(seen.map((request) => [request.path, request.body])).toEqual([
      ['/transport/check-overkm-charge', { uuid: UUID, carType: 'economy' }],
    ]);
  });

  it('asks for a car, then saves the choice and goes on to Passenger Details', async () => {
    const seen = serve();
    withDetails();
    const { location } = renderAt(START, screens);
    const user = setUp();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: 'Economy' })).toHaveAccessibleDescription(
      expect.stringContaining('Please choose a car.'),
    );
    await user.click(screen.getByRole('radio', { name: 'Economy' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/transport-services/step-3'));
    expect(paths(seen)).toContain('/transport/select-car');
    expect(readBookingDraft()).toMatchObject({ carDone: true, car: { carType: 'economy' } });
  });

  it('says Car Type Not Available and shows the cars free now', async () => {
    const seen = serve(() => fail(ErrorCode.CAR_TYPE_UNAVAILABLE, 'Car Type Not Available'));
    withDetails();
    renderAt(START, screens);
    const user = setUp();
    await user.click(screen.getByRole('radio', { name: 'Economy' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Car Type Not Available' });
    expect(dialog).toHaveTextContent('Please select another car type.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Economy' })).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'Van' })).not.toBeChecked();
    const search = seen.find((request) => request.path === '/transport/search-cars');
    expect(search?.body).toMatchObject({ uuid: UUID, from: 'airport:LHR', confirmNearDeparture: true });
  });

  it('explains a trip no car can be priced for, and goes on as a booking request', async () => {
    serve();
    withDetails({ cars: [], request: 'groupTooLarge' });
    const { location } = renderAt(START, screens);
    expect(screen.getByRole('heading', { name: 'This trip needs a quotation' })).toBeInTheDocument();
    expect(screen.getByText('No single car takes this many passengers.')).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours, by email and SMS/)).toBeInTheDocument();
    await setUp().click(screen.getByRole('button', { name: 'Continue as a booking request' }));
    expect(location()).toBe('/transport-services/step-3?currentType=request');
    expect(readBookingDraft()).toMatchObject({ carDone: true, car: null, request: 'groupTooLarge' });
  });
});
