import { ErrorCode } from '@portal/shared/contracts';
import { airportAssistantSpine } from '@portal/shared/contracts/airport-assistant';
import type { OrderReview } from '@portal/shared/contracts/bookings';
import { BOOKING_UUID, cardInfo, fail, fakeApi, initScreenI18n, ok } from '@portal/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { OrderReviewLoad } from '../order-review-load';

// Any service's review: Airport Assistant's spine here.
const REVIEW: OrderReview = {
  uuid: BOOKING_UUID,
  lines: [{ kind: 'base', amount: 16000 }],
  currency: 'USD',
  total: 16000,
  reason: 'noUsesLeft',
  cardInfo: cardInfo(0),
  serviceAt: '2030-07-16T07:30:00.000Z',
  timeZone: 'Europe/London',
  cancellation: {
    freeUntil: '2030-07-15T07:30:00.000Z',
    freeCancellationHours: 24,
    refundBusinessDays: { min: 7, max: 14 },
  },
};

const TEXTS = {
  loading: 'Pricing your booking…',
  loadFailed: 'Your booking could not be priced.',
  backToDetails: 'Save Booking Details again',
};

const renderLoad = (headingLevel?: 1 | 2) => {
  const router = createMemoryRouter(
    [
      {
        path: '/review',
        element: (
          <OrderReviewLoad
            spine={airportAssistantSpine}
            uuid={BOOKING_UUID}
            restartTo="/details"
            headingLevel={headingLevel}
            texts={TEXTS}
          >
            {(review) => <p>{`Total ${review.total}`}</p>}
          </OrderReviewLoad>
        ),
      },
    ],
    { initialEntries: ['/review'] },
  );
  render(<RouterProvider router={router} />);
};

beforeAll(async () => {
  await initScreenI18n();
});

describe('OrderReviewLoad', () => {
  it('shows the spinner while the draft is priced, then the review', async () => {
    const seen = fakeApi({ '/airport-assistant/order-review': () => ok(REVIEW) });
    renderLoad();
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.loading);
    expect(await screen.findByText('Total 16000')).toBeInTheDocument();
    expect(seen.map((request) => [request.path, request.body])).toEqual([
      ['/airport-assistant/order-review', { uuid: BOOKING_UUID }],
    ]);
  });

  it('says a failure with Try again, which reads the review again', async () => {
    let calls = 0;
    fakeApi({
      '/airport-assistant/order-review': () =>
        calls++ === 0
          ? fail(ErrorCode.BOOKING_TOO_SOON, 'This time is too soon to book. Please choose a later time.')
          : ok(REVIEW),
    });
    renderLoad(2);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: TEXTS.loadFailed })).toBeInTheDocument();
    // Not a draft to save again: no way back to the details.
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total 16000')).toBeInTheDocument();
  });

  it('leads back to the step that saves the booking when the draft is incomplete', async () => {
    fakeApi({
      '/airport-assistant/order-review': () =>
        fail(ErrorCode.BOOKING_INCOMPLETE, 'Please complete the earlier steps of this booking.'),
    });
    renderLoad();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: TEXTS.loadFailed })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: TEXTS.backToDetails })).toHaveAttribute(
      'href',
      '/details',
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
