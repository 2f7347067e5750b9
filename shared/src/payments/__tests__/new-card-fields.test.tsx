import { callApi } from '@portal/shared/http';
import { initScreenI18n, NEXT_YEAR, typeNewCard } from '@portal/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { primeCardEntry } from '../card-entry-state';
import { NewCardFields } from '../new-card-fields';
import type { NewCardValues } from '../new-card-form';
import { type NewCardFormOptions, useNewCardForm } from '../use-new-card-form';

/** A pay step's form around the shared fields: Submit checks them and reports what would be sent. */
function PayForm({
  options,
  onValid,
}: {
  options?: NewCardFormOptions;
  onValid: (values: NewCardValues) => void;
}) {
  const card = useNewCardForm(options);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (card.check()) onValid(card.values);
      }}
    >
      <NewCardFields {...card.fieldProps} showSaveForFuture={options?.saveForFuture !== undefined} />
      <button type="submit">Pay</button>
      <button type="button" onClick={() => card.reject('number', 'common:validation.cardNotRecognised')}>
        Host says no
      </button>
    </form>
  );
}

vi.mock('@portal/shared/http', () => ({ callApi: vi.fn() }));
const mockedCallApi = vi.mocked(callApi);

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

beforeAll(async () => {
  await initScreenI18n();
});

describe('NewCardFields', () => {
  it('label the fields, group the number, write MM/YY and keep the CVC to digits', async () => {
    render(<PayForm onValid={vi.fn()} />);
    const user = userEvent.setup();
    expect(field('Cardholder Name')).toHaveAttribute('autocomplete', 'cc-name');
    await user.type(field(/^Card Number/), '36227206271667');
    expect(field(/^Card Number/)).toHaveValue('3622 7206 2716 67');
    await user.type(field(/^Expiry Date/), '4');
    expect(field(/^Expiry Date/)).toHaveValue('04/');
    await user.type(field(/^CVC/), '1x2y3');
    expect(field(/^CVC/)).toHaveValue('123');
    expect(field(/^Postal Code/)).toHaveAccessibleDescription(/Required for security/);
    // A wizard that does not offer saving shows no box.
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('show the messages after Submit, focus the first wrong field and follow the typing then', async () => {
    const onValid = vi.fn();
    render(<PayForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(field(/^Card Number/), '3000');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(field('Cardholder Name')).toHaveFocus();
    expect(field('Cardholder Name')).toHaveAccessibleDescription('This field is required.');
    expect(field(/^Card Number/)).toHaveAccessibleDescription(/Please enter the complete card number\./);
    await user.type(field(/^Card Number/), '0000000004');
    expect(field(/^Card Number/)).not.toHaveAttribute('aria-invalid');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hand a complete card on, with the save box where a wizard offers it', async () => {
    const onValid = vi.fn();
    render(<PayForm options={{ saveForFuture: false }} onValid={onValid} />);
    const user = userEvent.setup();
    await typeNewCard(user, '30000000000004');
    const save = screen.getByRole('checkbox', { name: 'Save this card for future payments' });
    expect(save).not.toBeChecked();
    await user.click(save);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onValid).toHaveBeenCalledWith({
      cardHolder: 'Ana Silva',
      number: '3000 0000 0000 04',
      expiry: `12/${NEXT_YEAR}`,
      cvc: '123',
      postalCode: 'SW1A 1AA',
      saveForFuture: true,
    });
  });

  it('insist on saving when the form is for adding a card', async () => {
    render(<PayForm options={{ saveRequired: true, saveForFuture: true }} onValid={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for future payments' }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(
      screen.getByText('Please agree to save this card so that it can be added to your account.'),
    ).toBeInTheDocument();
  });

  it('put the host’s verdict on the number and focus it', async () => {
    render(<PayForm onValid={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Host says no' }));
    expect(field(/^Card Number/)).toHaveFocus();
    expect(field(/^Card Number/)).toHaveAccessibleDescription(/^.*Card not recognised, please check/);
  });
});

describe('NewCardFields with hosted tokenization', () => {
  it('ask for no card data: a note, the save box, and Submit goes on with nothing typed', async () => {
    primeCardEntry('hosted-tokenization');
    const onValid = vi.fn();
    render(<PayForm options={{ saveForFuture: false }} onValid={onValid} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      /You type the card on the payment host.s secure form next/,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this card for future payments' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ number: '', saveForFuture: true }));
  });

  it('still insist on saving when the form is for adding a card', async () => {
    primeCardEntry('hosted-tokenization');
    const onValid = vi.fn();
    render(<PayForm options={{ saveRequired: true, saveForFuture: true }} onValid={onValid} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this card for future payments' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Save this card for future payments' })).toHaveFocus();
  });

  it('wait for the API’s card entry (a spinner, Submit does nothing), asked once for every form', async () => {
    primeCardEntry(null);
    let answer: (entry: 'hosted-tokenization') => void = () => {};
    mockedCallApi.mockReturnValue(
      new Promise((resolve) => {
        answer = (cardEntry) => resolve({ ok: true, result: { cardEntry } } as never);
      }) as never,
    );
    const onValid = vi.fn();
    render(
      <>
        <PayForm onValid={onValid} />
        <PayForm onValid={vi.fn()} />
      </>,
    );
    expect(screen.getAllByText('Preparing the card form')).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Pay' })[0] as HTMLElement);
    expect(onValid).not.toHaveBeenCalled();
    answer('hosted-tokenization');
    expect(
      await screen.findAllByText(/You type the card on the payment host.s secure form next/),
    ).toHaveLength(2);
    expect(mockedCallApi).toHaveBeenCalledTimes(1);
  });

  it('show the card’s own fields when the card entry cannot be read (the payment works either way)', async () => {
    primeCardEntry(null);
    mockedCallApi.mockRejectedValue(new Error('offline'));
    render(<PayForm onValid={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: /^Card Number/ })).toBeInTheDocument();
  });
});
