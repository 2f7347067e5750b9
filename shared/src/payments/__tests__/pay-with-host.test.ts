import type { PaymentSession } from '@portal/shared/contracts/payments';
import { callApi, callExternal } from '@portal/shared/http';
import { initI18n, loadNamespaces, setLanguage } from '@portal/shared/i18n';
import { savePendingCard, useDialogStore } from '@portal/shared/stores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewCardValues } from '../new-card-form';
import { type PayWithHostInput, payWithHost } from '../pay-with-host';

vi.mock('@portal/shared/http', () => ({ callExternal: vi.fn(), callApi: vi.fn() }));
const mockedCallExternal = vi.mocked(callExternal);
const mockedCallApi = vi.mocked(callApi);

const session: PaymentSession = {
  sessionId: 'session-0123456789abcdef',
  createPaymentUrl: 'http://127.0.0.1:8090/ingenico/token-pay/create-payment',
  amount: 4500,
  currency: 'EUR',
  returnUrl: 'http://127.0.0.1:4310/',
};

const values: NewCardValues = {
  cardHolder: ' Ana Silva ',
  number: '3000 0000 0000 04',
  expiry: '12/31',
  cvc: '123',
  postalCode: 'SW1A 1AA',
  saveForFuture: true,
};

const booking = {
  kind: 'booking',
  info: { uuid: 'u-1', orderNo: 'FT-7K3D9Q', type: 3, isNormal: true, currentType: 0 },
} as const;

const opened = () => vi.fn(async () => ({ ok: true as const, result: session }));

const pay = (patch: Partial<PayWithHostInput> = {}) =>
  payWithHost({ openSession: opened(), card: { kind: 'new', values }, pending: booking, ...patch });

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as { info?: unknown } | null;

beforeEach(() => {
  mockedCallExternal.mockReset();
  mockedCallApi.mockReset();
  useDialogStore.setState({ dialogs: [] });
  localStorage.clear();
});

describe('paying at the host', () => {
  it('posts the new card to the session’s host, notes the booking and answers where to go', async () => {
    const openSession = opened();
    mockedCallExternal.mockImplementation(async () => {
      // The note is written before the browser can leave for the host.
      expect(stored('pendingPayment')?.info).toEqual(booking.info);
      return { status: 'PENDING_3DS', paymentId: 'pay-1', redirectUrl: 'http://127.0.0.1:8090/3ds/pay-1' };
    });
    expect(await pay({ openSession })).toEqual({ kind: 'redirect', url: 'http://127.0.0.1:8090/3ds/pay-1' });
    expect(openSession).toHaveBeenCalledTimes(1);
    expect(mockedCallExternal).toHaveBeenCalledWith(
      session.createPaymentUrl,
      {
        sessionId: session.sessionId,
        amount: 4500,
        currency: 'EUR',
        returnUrl: session.returnUrl,
        card: {
          holder: 'Ana Silva',
          number: '30000000000004',
          expiry: '12/31',
          cvc: '123',
          postalCode: 'SW1A 1AA',
        },
      },
      expect.objectContaining({ result: expect.anything() }),
    );
  });

  it('sends no card for a saved card (the session carries its token), and a token only when given', async () => {
    mockedCallExternal.mockResolvedValue({ status: 'COMPLETED', paymentId: 'p', redirectUrl: 'http://h/r' });
    await pay({ card: { kind: 'saved' } });
    expect(mockedCallExternal.mock.calls[0]?.[1]).toEqual({
      sessionId: session.sessionId,
      amount: 4500,
      currency: 'EUR',
      returnUrl: session.returnUrl,
    });
    await pay({ card: { kind: 'saved', token: 'tok_abc' } });
    expect(mockedCallExternal.mock.calls[1]?.[1]).toMatchObject({ token: 'tok_abc' });
    expect(mockedCallExternal.mock.calls[1]?.[1]).not.toHaveProperty('card');
  });

  it('notes a card being added as a pending card', async () => {
    mockedCallExternal.mockResolvedValue({
      status: 'PENDING_3DS',
      paymentId: 'p',
      redirectUrl: 'http://h/r',
    });
    await pay({ pending: { kind: 'card', info: { cardHolder: 'Ana Silva', type: 'account' } } });
    expect(stored('pendingCard')?.info).toEqual({ cardHolder: 'Ana Silva', type: 'account' });
    expect(localStorage.getItem('pendingPayment')).toBeNull();
  });

  it('passes the host’s refusal on and forgets the note', async () => {
    savePendingCard({ cardHolder: 'Left Behind', type: 'account' });
    mockedCallExternal.mockResolvedValue({
      status: 'REFUSED',
      reason: 'CARD_NOT_ACCEPTED',
      message: 'Only Diners Club cards are accepted.',
    });
    expect(await pay()).toEqual({
      kind: 'refused',
      reason: 'CARD_NOT_ACCEPTED',
      message: 'Only Diners Club cards are accepted.',
    });
    expect(localStorage.getItem('pendingPayment')).toBeNull();
    expect(localStorage.getItem('pendingCard')).toBeNull();
  });

  it('gives a Portuguese or Spanish reader the portal’s own text for the host’s English refusal', async () => {
    await initI18n();
    // The error codes' texts, as every screen that pays has them.
    await loadNamespaces(['screens']);
    try {
      await setLanguage('es-ES');
      mockedCallExternal.mockResolvedValue({
        status: 'REFUSED',
        reason: 'CARD_NOT_ACCEPTED',
        message: 'Only Diners Club cards are accepted.',
      });
      expect(await pay()).toMatchObject({
        kind: 'refused',
        message: 'En este programa solo se pueden usar tarjetas Diners Club.',
      });
      await setLanguage('pt-BR');
      mockedCallExternal.mockResolvedValue({
        status: 'REFUSED',
        reason: 'SESSION_INVALID',
        message: 'This payment session has already been used.',
      });
      const refused = await pay();
      expect(refused).toMatchObject({ kind: 'refused', reason: 'SESSION_INVALID' });
      expect(refused.kind === 'refused' && refused.message).not.toMatch(/payment session/);
    } finally {
      await setLanguage('en-US');
    }
  });

  it('puts the host’s verdict on a wrong number on the number field', async () => {
    mockedCallExternal.mockResolvedValue({
      status: 'REFUSED',
      reason: 'CARD_INVALID',
      message: 'Invalid card.',
    });
    expect(await pay()).toEqual({ kind: 'numberInvalid' });
    expect(localStorage.getItem('pendingPayment')).toBeNull();
  });

  it('reports a host it could not reach and forgets the note', async () => {
    mockedCallExternal.mockRejectedValue(new Error('offline'));
    expect(await pay()).toEqual({ kind: 'connection' });
    expect(localStorage.getItem('pendingPayment')).toBeNull();
  });

  it('never contacts the host when the API refuses the session', async () => {
    const openSession = vi.fn(async () => ({
      ok: false as const,
      errorCode: 50006,
      message: 'This booking cannot be paid.',
      details: null,
    }));
    expect(await pay({ openSession })).toEqual({
      kind: 'apiError',
      errorCode: 50006,
      message: 'This booking cannot be paid.',
    });
    expect(mockedCallExternal).not.toHaveBeenCalled();
    expect(localStorage.getItem('pendingPayment')).toBeNull();
  });

  it('leaves an expired session and a failed connection to the http client', async () => {
    const expired = vi.fn(async () => ({
      ok: false as const,
      errorCode: 20002,
      message: 'Page Timed Out!',
      details: null,
    }));
    expect(await pay({ openSession: expired })).toEqual({ kind: 'connection' });
    const unreachable = vi.fn(async () => {
      throw new Error('offline');
    });
    expect(await pay({ openSession: unreachable })).toEqual({ kind: 'connection' });
    expect(mockedCallExternal).not.toHaveBeenCalled();
  });
});

describe('paying with Worldline’s hosted tokenization', () => {
  const hosted: PaymentSession = {
    sessionId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    hostedTokenizationUrl: 'https://payment.preprod.example/hostedtokenization/a1b2c3d4',
    amount: 4500,
    currency: 'EUR',
    returnUrl: 'http://127.0.0.1:4310/',
  };
  const payHosted = () =>
    payWithHost({
      openSession: async () => ({ ok: true as const, result: hosted }),
      card: { kind: 'new', values },
      pending: booking,
    });
  /** The card dialog the shell shows, answered as the cardholder would. */
  const answerDialog = async (answer: { tokenized: string } | 'cancel') => {
    await vi.waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
    const [dialog] = useDialogStore.getState().dialogs;
    if (dialog?.request.kind !== 'hostedCardEntry') throw new Error('no card dialog');
    expect(dialog.request).toMatchObject({
      hostedTokenizationUrl: hosted.hostedTokenizationUrl,
      amount: 4500,
    });
    if (answer !== 'cancel') dialog.request.onTokenized(answer.tokenized);
    useDialogStore.getState().closeDialog(dialog.id, answer === 'cancel' ? 'close' : 'confirm');
  };

  it('takes the card in the host’s iframe, has the API pay and notes the booking and the payment', async () => {
    mockedCallApi.mockImplementation(async () => {
      expect(stored('pendingPayment')?.info).toEqual(booking.info);
      return {
        ok: true,
        result: { status: 'PENDING_3DS', paymentId: '1234567890_0', redirectUrl: 'https://acs.example/3ds' },
      };
    });
    const paid = payHosted();
    await answerDialog({ tokenized: hosted.sessionId });
    expect(await paid).toEqual({ kind: 'redirect', url: 'https://acs.example/3ds' });
    expect(mockedCallApi).toHaveBeenCalledWith(expect.objectContaining({ path: '/pay/create-payment' }), {
      sessionId: hosted.sessionId,
      hostedTokenizationId: hosted.sessionId,
    });
    expect(stored('pendingHostPayment')?.info).toBe('1234567890_0');
    // The card typed into the portal's own fields goes nowhere.
    expect(mockedCallExternal).not.toHaveBeenCalled();
  });

  it('does nothing more when the cardholder closes the dialog', async () => {
    const paid = payHosted();
    await answerDialog('cancel');
    expect(await paid).toEqual({ kind: 'cancelled' });
    expect(mockedCallApi).not.toHaveBeenCalled();
    expect(stored('pendingPayment')).toBeNull();
  });

  it('passes the API’s refusal on and forgets the note', async () => {
    mockedCallApi.mockResolvedValue({ ok: false, errorCode: 40013, message: 'down', details: null });
    const paid = payHosted();
    await answerDialog({ tokenized: hosted.sessionId });
    expect(await paid).toEqual({ kind: 'apiError', errorCode: 40013, message: 'down' });
    expect(stored('pendingPayment')).toBeNull();
    expect(stored('pendingHostPayment')).toBeNull();
  });
});
