import { fakeApi, ok, renderAt } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  readBookingDraft,
  readPersonDraft,
  readUuid,
  writeBookingDraft,
  writeChildSeat,
  writeFlightDraft,
  writePersonDraft,
  writeUuid,
} from '../../../lib/drafts';
import { ORDER_NO, savedFlight, savedPerson, UUID, withCar } from '../../../test-support/fixtures';
import { setUpTexts } from '../../../test-support/setup-i18n';
import { ResultPage } from '../result-page';

const screens = { '/transport-services/succ': ResultPage };

const serve = () =>
  fakeApi({
    '/transport/cancel-booking': () =>
      ok({ orderNo: ORDER_NO, status: 'cancelled', refunded: 0, currency: 'GBP', usesReturned: 0 }),
  });

const withDrafts = () => {
  writeBookingDraft(withCar({ orderNo: ORDER_NO }));
  writeFlightDraft(savedFlight());
  writePersonDraft(savedPerson());
  writeChildSeat(1);
  writeUuid(UUID);
};

beforeAll(setUpTexts);

// What the failure says and how Discard behaves are the shared PaymentUnsuccessful's (tested there).
describe('/transport-services/succ after a payment that did not go through', () => {
  it('names the booking; Try again goes back to Review & Submit with the drafts kept', async () => {
    const seen = serve();
    withDrafts();
    const { location } = renderAt('/transport-services/succ?currentType=0&isWhat=2', screens);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Unsuccessful' })).toBeInTheDocument();
    expect(screen.getByText(`Booking ID: ${ORDER_NO}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(location()).toBe('/transport-services/step-4');
    expect(readBookingDraft()).toMatchObject({ orderNo: ORDER_NO });
    expect(seen).toHaveLength(0);
  });

  it('Discard booking cancels the unpaid order, clears the drafts and starts again', async () => {
    const seen = serve();
    withDrafts();
    const { location } = renderAt('/transport-services/succ?currentType=0&isWhat=1', screens);
    await userEvent.click(screen.getByRole('button', { name: 'Discard booking' }));
    expect(location()).toBe('/transport-services/step-1');
    expect(seen.map((request) => [request.path, request.params])).toEqual([
      ['/transport/cancel-booking', { orderNo: ORDER_NO }],
    ]);
    expect([readBookingDraft(), readPersonDraft(), readUuid()]).toEqual([null, null, null]);
  });

  it('paying a quotation: the quotation is kept, nothing to discard, Try again pays it again', async () => {
    serve();
    const { location } = renderAt(
      `/transport-services/succ?currentType=1&isWhat=2&orderNo=${ORDER_NO}`,
      screens,
    );
    expect(
      screen.getByText('Your quotation is kept: you can pay it again until its deadline.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discard booking' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(location()).toBe(`/transport-services/step-4?currentType=quote&orderNo=${ORDER_NO}`);
  });
});
