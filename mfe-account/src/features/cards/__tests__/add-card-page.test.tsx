import { addCard, payWithHostedTokenization } from '@portal/shared/contracts/payments';
import { callApi, callExternal } from '@portal/shared/http';
import { initI18n, loadNamespaces } from '@portal/shared/i18n';
import { leaveForPaymentHost, primeCardEntry } from '@portal/shared/payments';
import { useDialogStore } from '@portal/shared/stores';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddCardPage } from '../add-card-page';

vi.mock('@portal/shared/http', () => ({ callApi: vi.fn(), callExternal: vi.fn() }));
// The page leaves through the shared module's export; only leaving is replaced, the card form is real.
vi.mock('@portal/shared/payments', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared/payments')>()),
  leaveForPaymentHost: vi.fn(),
}));
const mockedCallApi = vi.mocked(callApi);
const mockedCallExternal = vi.mocked(callExternal);
const mockedLeave = vi.mocked(leaveForPaymentHost);

const session = {
  sessionId: 'session-0123456789abcdef',
  createPaymentUrl: 'http://127.0.0.1:8090/ingenico/token-pay/create-payment',
  amount: 0,
  currency: 'EUR',
  returnUrl: 'http://127.0.0.1:4310/',
};

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

const renderPage = () => {
  const router = createMemoryRouter(
    [
      { path: '/account/card/add', element: <AddCardPage /> },
      { path: '/account/card/list', element: <p>card list</p> },
    ],
    { initialEntries: ['/account/card/add'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

const fillCard = async (number: string) => {
  const user = userEvent.setup();
  await user.type(field('Cardholder Name'), 'Ana Silva');
  await user.type(field(/^Card Number/), number);
  await user.type(field(/^Expiry Date/), `12${nextYear}`);
  await user.type(field(/^CVC/), '123');
  await user.type(field(/^Postal Code/), 'SW1A 1AA');
  return user;
};

beforeAll(async () => {
  await initI18n();
  await loadNamespaces(['account', 'checkout']);
});

beforeEach(() => {
  mockedCallApi.mockReset();
  mockedCallExternal.mockReset();
  mockedLeave.mockReset();
});

afterEach(() => {
  useDialogStore.setState({ dialogs: [] });
});

describe('/account/card/add', () => {
  it('groups the number in fours and writes the expiry as MM/YY while typing', async () => {
    renderPage();
    const user = userEvent.setup();
    const number = field(/^Card Number/);
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await user.type(number, '36227206271667');
    expect(number).toHaveValue('3622 7206 2716 67');
    await user.type(field(/^Expiry Date/), '1230');
    expect(field(/^Expiry Date/)).toHaveValue('12/30');
    await user.type(field(/^CVC/), '12a34');
    expect(field(/^CVC/)).toHaveValue('1234');
    expect(screen.getByText(/Required for security/)).toBeInTheDocument();
  });

  it('backspace over a group space removes the digit before it', async () => {
    renderPage();
    const user = userEvent.setup();
    const number = field(/^Card Number/);
    await user.type(number, '30125');
    expect(number).toHaveValue('3012 5');
    // The caret just after the space: Backspace takes the 2 and the 5 moves up.
    await user.type(number, '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(number).toHaveValue('3015');
    expect((number as HTMLInputElement).selectionStart).toBe(3);
  });

  it('says what is missing, marks the fields and focuses the first one', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for future payments' }));
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    const holder = field('Cardholder Name');
    expect(holder).toHaveFocus();
    expect(holder).toHaveAttribute('aria-invalid', 'true');
    expect(holder).toHaveAccessibleDescription('This field is required.');
    expect(screen.getAllByText('This field is required.')).toHaveLength(5);
    expect(
      screen.getByText('Please agree to save this card so that it can be added to your account.'),
    ).toBeInTheDocument();
    expect(mockedCallApi).not.toHaveBeenCalled();
  });

  it('shows the specification’s card messages', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(field(/^Card Number/), '30000000');
    await user.type(field(/^Expiry Date/), '1320');
    await user.type(field(/^CVC/), '12');
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    expect(screen.getByText('Please enter the complete card number.')).toBeInTheDocument();
    expect(screen.getByText('Expiry Date is invalid.')).toBeInTheDocument();
    expect(screen.getByText('CVC is invalid.')).toBeInTheDocument();
    // A Diners Club card has a three-digit CVC.
    await user.type(field(/^CVC/), '34');
    expect(field(/^CVC/)).toHaveValue('1234');
    expect(screen.getByText('CVC is invalid.')).toBeInTheDocument();
    await user.type(field(/^CVC/), '{Backspace}');
    expect(screen.queryByText('CVC is invalid.')).toBeNull();
    // After the first Submit the messages follow the typing.
    await user.clear(field(/^Card Number/));
    await user.type(field(/^Card Number/), '30000000000005');
    expect(
      screen.getByText(
        'Card not recognised, please check that the card details you have entered are eligible for this program.',
      ),
    ).toBeInTheDocument();
    await user.clear(field(/^Card Number/));
    await user.type(field(/^Card Number/), '30000000000004');
    expect(field(/^Card Number/)).not.toHaveAttribute('aria-invalid');
  });

  it('sends only the holder to the API and the card to the payment host, then leaves for 3-D Secure', async () => {
    mockedCallApi.mockResolvedValue({ ok: true, result: session });
    mockedCallExternal.mockResolvedValue({
      status: 'PENDING_3DS',
      paymentId: 'pay-1',
      redirectUrl: 'http://127.0.0.1:8090/3ds/challenge/pay-1',
    });
    renderPage();
    const user = await fillCard('30000000000004');
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    await waitFor(() =>
      expect(mockedLeave).toHaveBeenCalledWith('http://127.0.0.1:8090/3ds/challenge/pay-1'),
    );
    expect(mockedCallApi).toHaveBeenCalledTimes(1);
    expect(mockedCallApi).toHaveBeenCalledWith(addCard, { cardHolder: 'Ana Silva' });
    expect(JSON.stringify(mockedCallApi.mock.calls)).not.toContain('30000000000004');
    expect(mockedCallExternal).toHaveBeenCalledWith(
      session.createPaymentUrl,
      {
        sessionId: session.sessionId,
        amount: 0,
        currency: 'EUR',
        returnUrl: session.returnUrl,
        card: {
          holder: 'Ana Silva',
          number: '30000000000004',
          expiry: `12/${nextYear}`,
          cvc: '123',
          postalCode: 'SW1A 1AA',
        },
      },
      expect.objectContaining({ result: expect.anything() }),
    );
    expect(JSON.parse(localStorage.getItem('pendingCard') ?? 'null')).toMatchObject({
      info: { cardHolder: 'Ana Silva', type: 'account' },
    });
    expect(screen.getByRole('button', { name: 'Add Card' })).toHaveAttribute('aria-busy', 'true');
  });

  it('lets the host refuse another scheme’s card and shows its reason in Card Cannot Be Added', async () => {
    mockedCallApi.mockResolvedValue({ ok: true, result: session });
    mockedCallExternal.mockResolvedValue({
      status: 'REFUSED',
      reason: 'CARD_NOT_ACCEPTED',
      message: 'Only Diners Club cards are accepted.',
    });
    renderPage();
    const user = await fillCard('4111111111111111');
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    await waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
    expect(useDialogStore.getState().dialogs[0]?.request).toEqual({
      kind: 'message',
      title: 'Card Cannot Be Added',
      message: 'Only Diners Club cards are accepted.',
      durationMs: 0,
    });
    expect(localStorage.getItem('pendingCard')).toBeNull();
    expect(mockedLeave).not.toHaveBeenCalled();
  });

  it('shows a session the host will not take as Failed to Add New Card, with its message', async () => {
    mockedCallApi.mockResolvedValue({ ok: true, result: session });
    mockedCallExternal.mockResolvedValue({
      status: 'REFUSED',
      reason: 'SESSION_INVALID',
      message: 'The payment session is unknown or has expired.',
    });
    renderPage();
    const user = await fillCard('36227206271667');
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    await waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
    expect(useDialogStore.getState().dialogs[0]?.request).toMatchObject({
      title: 'Failed to Add New Card',
      message: 'The payment session is unknown or has expired.',
    });
    expect(screen.getByRole('button', { name: 'Add Card' })).not.toHaveAttribute('aria-busy');
  });

  it('puts the host’s verdict on a wrong number on the field', async () => {
    mockedCallApi.mockResolvedValue({ ok: true, result: session });
    mockedCallExternal.mockResolvedValue({
      status: 'REFUSED',
      reason: 'CARD_INVALID',
      message: 'Invalid card.',
    });
    renderPage();
    const user = await fillCard('38520000023237');
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    await waitFor(() => expect(field(/^Card Number/)).toHaveFocus());
    expect(field(/^Card Number/)).toHaveAccessibleDescription(
      /Card not recognised, please check that the card details you have entered are eligible for this program\./,
    );
  });

  it('shows the API’s refusal and never contacts the host then', async () => {
    mockedCallApi.mockResolvedValue({
      ok: false,
      errorCode: 40013,
      message: 'The payment service is not answering. Please try again in a moment.',
      details: null,
    });
    renderPage();
    const user = await fillCard('38000000000006');
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    await waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
    expect(useDialogStore.getState().dialogs[0]?.request).toMatchObject({
      title: 'Failed to Add New Card',
      message: 'The payment service is not answering. Please try again in a moment.',
    });
    expect(mockedCallExternal).not.toHaveBeenCalled();
    expect(localStorage.getItem('pendingCard')).toBeNull();
  });

  it('with hosted tokenization asks for nothing of the card: the host’s frame takes it, name included', async () => {
    primeCardEntry('hosted-tokenization');
    const hostedSession = {
      ...session,
      createPaymentUrl: undefined,
      hostedTokenizationUrl: 'https://payment.preprod.direct.worldline-solutions.com/hostedtokenization/1',
    };
    mockedCallApi.mockImplementation(async (contract) =>
      contract === addCard
        ? ({ ok: true, result: hostedSession } as never)
        : ({
            ok: true,
            result: { paymentId: 'pay-9', redirectUrl: 'https://acs.example/3ds/pay-9' },
          } as never),
    );
    renderPage();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Save this card for future payments' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Add Card' }));

    await waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
    const dialog = useDialogStore.getState().dialogs[0];
    expect(dialog?.request).toMatchObject({
      kind: 'hostedCardEntry',
      hostedTokenizationUrl: hostedSession.hostedTokenizationUrl,
    });
    if (dialog?.request.kind !== 'hostedCardEntry') throw new Error('no card dialog');
    dialog.request.onTokenized('tokenization-0123456789abcdef');
    useDialogStore.getState().closeDialog(dialog.id, 'confirm');

    await waitFor(() => expect(mockedLeave).toHaveBeenCalledWith('https://acs.example/3ds/pay-9'));
    expect(mockedCallApi).toHaveBeenCalledWith(addCard, {});
    expect(mockedCallApi).toHaveBeenCalledWith(payWithHostedTokenization, {
      sessionId: session.sessionId,
      hostedTokenizationId: 'tokenization-0123456789abcdef',
    });
    expect(mockedCallExternal).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('pendingCard') ?? 'null')).toMatchObject({
      info: { type: 'account' },
    });
    expect(JSON.parse(localStorage.getItem('pendingCard') ?? 'null').info.cardHolder).toBeUndefined();
  });
});
