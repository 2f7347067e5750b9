import { transportSpine } from '@portal/shared/contracts/transport';
import { ok, renderAt } from '@portal/shared/testing';
import { paymentHostDoubles, serveSpineCheckout } from '@portal/shared/testing/spine-checkout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  readBookingDraft,
  readUuid,
  writeBookingDraft,
  writeChildSeat,
  writeFlightDraft,
  writePersonDraft,
  writeUuid,
} from '../../../lib/drafts';
import {
  ORDER_NO,
  placedOrder,
  review,
  savedBooking,
  savedFlight,
  savedPerson,
  UUID,
  withCar,
} from '../../../test-support/fixtures';
import { setUpTexts } from '../../../test-support/setup-i18n';
import { ReviewPage } from '../review-page';

const START = '/transport-services/step-4';
const screens = { [START]: ReviewPage };

const serve = () =>
  serveSpineCheckout(
    transportSpine,
    { priced: () => ok(review()), order: () => ok(placedOrder()) },
    { '/transport/manual-booking': () => ok({ orderNo: ORDER_NO, uuid: UUID, status: 'pending' }) },
  );

const withSteps = (booking = withCar()) => {
  writeBookingDraft(booking);
  writeFlightDraft(savedFlight());
  writePersonDraft(savedPerson());
  writeChildSeat(1);
  writeUuid(UUID);
};
const setUp = () => userEvent.setup({ delay: null });

vi.mock('@portal/shared/payments', async (original) =>
  (await import('@portal/shared/testing/spine-checkout')).withPaymentHostDoubles(original),
);
const { mockedPay, mockedLeave } = paymentHostDoubles();

beforeAll(setUpTexts);

describe('/transport-services/step-4 (Review & Submit)', { timeout: 20_000 }, () => {
  it('cannot be reached before the passenger is saved', () => {
    serve();
    withSteps();
    writePersonDraft(savedPerson({ saved: false }));
    const { location } = renderAt(START, screens);
    expect(location()).toBe('/transport-services/step-3');
  });

  it('shows the trip, every price line, why, the waiting time, the driver details and the terms', async () => {
    serve();
    withSteps();
    renderAt(START, screens);
    const table = await screen.findByRole('table', { name: 'Price' });
    // Priced per car, as the API sends it: one car at its base fare.
    expect(within(table).getByRole('row', { name: '1 car × £90.00 £90.00' })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: 'Out-of-hours surcharge (20%) £18.00' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: 'Extra mileage: 23 km × £2.10 £48.30' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'To pay £156.30' })).toBeInTheDocument();
    expect(
      screen.getByText('Your complimentary uses for this year are spent: £156.30 is charged to your card.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Complimentary Transport uses left this year: 0/2')).toBeInTheDocument();
    expect(screen.getByText(/Free waiting time: 60 minutes after the actual arrival/)).toBeInTheDocument();
    expect(screen.getByText(/There is no charge for flight delays/)).toBeInTheDocument();
    expect(screen.getByText(/driver and car details are sent to you 3 hours before/)).toBeInTheDocument();
    expect(
      screen.getByText(/Cancel online with a full refund until .* \(24 hours before the pick-up\)/),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your trip' });
    expect(summary).toHaveTextContent('London Paddington Station');
    expect(summary).toHaveTextContent('Child seatYes');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/transport-services/step-3');
  });

  it('places the order after the password and pays it at the host with the saved card', async () => {
    const seen = serve();
    mockedPay.mockResolvedValue({ kind: 'redirect', url: 'http://127.0.0.1:8090/3ds' });
    withSteps();
    renderAt(START, screens);
    const user = setUp();
    await screen.findByRole('table', { name: 'Price' });
    await screen.findByRole('radio', { name: /1667/ });
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Pay £156.30' }));
    await waitFor(() => expect(mockedLeave).toHaveBeenCalledWith('http://127.0.0.1:8090/3ds'));
    expect(seen.map((request) => request.path)).toEqual(
      expect.arrayContaining(['/transport/verify-pwd', '/transport/booking']),
    );
    expect(mockedPay.mock.calls[0]?.[0].pending).toEqual({
      kind: 'booking',
      info: { uuid: UUID, orderNo: ORDER_NO, type: 1, isNormal: true, currentType: 0 },
    });
    expect(readBookingDraft()?.orderNo).toBe(ORDER_NO);
  });

  it('sends a booking request without a price and says it was received', async () => {
    const seen = serve();
    withSteps(savedBooking({ cars: [], request: 'outsideServedArea', carDone: true }));
    const { location } = renderAt(`${START}?currentType=request`, screens);
    expect(
      screen.getByText(
        /No price is charged now. An operator answers your request with a quotation within 24 hours/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Price' })).not.toBeInTheDocument();
    expect(screen.getByText(/accepted and paid at least 12 hours before the pick-up/)).toBeInTheDocument();
    await setUp().click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() =>
      expect(location()).toBe(`/transport-services/succ?currentType=request&orderNo=${ORDER_NO}`),
    );
    expect(seen.map((request) => [request.path, request.body])).toEqual([
      ['/transport/manual-booking', { uuid: UUID }],
    ]);
    expect(readUuid()).toBeNull();
  });
});
