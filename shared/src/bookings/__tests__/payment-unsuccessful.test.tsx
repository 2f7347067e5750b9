import { transportSpine } from '@portal/shared/contracts/transport';
import { callApi } from '@portal/shared/http';
import { initScreenI18n } from '@portal/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentUnsuccessful, useDiscardOrder } from '../payment-unsuccessful';

vi.mock('@portal/shared/http', () => ({ callApi: vi.fn() }));
const mockedCallApi = vi.mocked(callApi);

const ORDER_NO = 'TS-7K3D9Q';
const TEXTS = {
  title: 'Payment Unsuccessful',
  orderNo: `Booking ID: ${ORDER_NO}`,
  kept: 'Your booking is kept: try the payment again, or discard the booking.',
};

/** A result page's failure, any service's: Transport's spine here. */
function Failure({
  orderNo = ORDER_NO,
  canDiscard = true,
  onTryAgain,
  onDiscarded,
}: {
  orderNo?: string | null;
  canDiscard?: boolean;
  onTryAgain: () => void;
  onDiscarded: () => void;
}) {
  const discard = useDiscardOrder(transportSpine, orderNo, onDiscarded);
  return (
    <PaymentUnsuccessful
      texts={orderNo ? TEXTS : { ...TEXTS, orderNo: undefined }}
      onTryAgain={onTryAgain}
      discard={canDiscard ? discard : undefined}
    />
  );
}

beforeAll(async () => {
  await initScreenI18n();
});

beforeEach(() => {
  mockedCallApi.mockReset();
});

describe('PaymentUnsuccessful', () => {
  it('says the payment failed, names the order and what is kept, with Discard booking and Try again', async () => {
    const onTryAgain = vi.fn();
    const onDiscarded = vi.fn();
    render(<Failure onTryAgain={onTryAgain} onDiscarded={onDiscarded} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Unsuccessful' })).toBeInTheDocument();
    expect(
      screen.getByText('We are sorry but your payment has not been successful. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText(`Booking ID: ${ORDER_NO}`)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.kept)).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Discard booking',
      'Try again',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onTryAgain).toHaveBeenCalledTimes(1);
    expect(mockedCallApi).not.toHaveBeenCalled();
    expect(onDiscarded).not.toHaveBeenCalled();
  });

  it('Discard booking cancels the unpaid order, then hands over (drafts, next page)', async () => {
    let answer: (value: never) => void = () => {};
    mockedCallApi.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const onDiscarded = vi.fn();
    render(<Failure onTryAgain={vi.fn()} onDiscarded={onDiscarded} />);
    await userEvent.click(screen.getByRole('button', { name: 'Discard booking' }));
    expect(mockedCallApi).toHaveBeenCalledWith(transportSpine.cancelBooking, { orderNo: ORDER_NO });
    // While it is sent, Try again waits.
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
    expect(onDiscarded).not.toHaveBeenCalled();
    answer({ ok: true, result: {} } as never);
    await vi.waitFor(() => expect(onDiscarded).toHaveBeenCalledTimes(1));
  });

  it('stays for another go when the cancellation cannot be sent (a connection failure)', async () => {
    mockedCallApi.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const onDiscarded = vi.fn();
    render(<Failure onTryAgain={vi.fn()} onDiscarded={onDiscarded} />);
    await userEvent.click(screen.getByRole('button', { name: 'Discard booking' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Discard booking' })).toBeEnabled();
    expect(onDiscarded).not.toHaveBeenCalled();
  });

  it('without an order named, discards only the drafts', async () => {
    const onDiscarded = vi.fn();
    render(<Failure orderNo={null} onTryAgain={vi.fn()} onDiscarded={onDiscarded} />);
    expect(screen.queryByText(/Booking ID/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Discard booking' }));
    expect(mockedCallApi).not.toHaveBeenCalled();
    expect(onDiscarded).toHaveBeenCalledTimes(1);
  });

  it('offers no Discard booking where there is nothing to discard (a quotation)', () => {
    render(<Failure canDiscard={false} onTryAgain={vi.fn()} onDiscarded={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Discard booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
