import { finishAddCard } from '@portal/shared/contracts/payments';
import { callApi } from '@portal/shared/http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_LOAD_FAILED } from '../../../../federation/remote-load-failure';
import { finishPaymentReturn } from '../finish-payment-return';
import type { PaymentReturnDeps } from '../load-payment-return';

vi.mock('@portal/shared/http', () => ({ callApi: vi.fn() }));
const mockedCallApi = vi.mocked(callApi);

const card = { kind: 'card', info: { cardHolder: 'Ana Silva', type: 'account' } } as const;
const booking = (currentType: number, type: 1 | 2 | 3 = 1) =>
  ({ kind: 'booking', info: { uuid: 'u-1', orderNo: 'T-1', type, isNormal: true, currentType } }) as const;

beforeEach(() => {
  mockedCallApi.mockReset();
});

describe('the card finish check', () => {
  it('sends the payment id, the holder and the MAC, and reports success', async () => {
    mockedCallApi.mockResolvedValue({ ok: true, result: { addCardSuccess: true, card: null } });
    const result = await finishPaymentReturn({ paymentId: 'p-1', mac: 'm-1' }, card);
    expect(result).toEqual({ kind: 'cardAdded' });
    expect(mockedCallApi).toHaveBeenCalledTimes(1);
    expect(mockedCallApi).toHaveBeenCalledWith(finishAddCard, {
      paymentId: 'p-1',
      cardHolder: 'Ana Silva',
      mac: 'm-1',
    });
  });

  it('leaves out a MAC the host did not send', async () => {
    mockedCallApi.mockResolvedValue({ ok: true, result: { addCardSuccess: true, card: null } });
    await finishPaymentReturn({ paymentId: 'p-1', mac: null }, card);
    expect(mockedCallApi.mock.calls[0]?.[1]).toEqual({ paymentId: 'p-1', cardHolder: 'Ana Silva' });
  });

  it('says the authentication failed when the host did not approve the card', async () => {
    mockedCallApi.mockResolvedValue({ ok: true, result: { addCardSuccess: false, card: null } });
    expect(await finishPaymentReturn({ paymentId: 'p-1', mac: null }, card)).toEqual({
      kind: 'cardFailed',
      message: { titleKey: 'shell:paymentReturn.cardFailedTitle', messageKey: 'common:errors.40010' },
    });
  });

  it('says Card Cannot Be Added for a card already saved', async () => {
    mockedCallApi.mockResolvedValue({
      ok: false,
      errorCode: 40002,
      message: 'This card has already been added. If it needs updating, please delete and re-add.',
      details: null,
    });
    const result = await finishPaymentReturn({ paymentId: 'p-1', mac: null }, card);
    expect(result).toMatchObject({
      kind: 'cardFailed',
      message: { titleKey: 'shell:paymentReturn.cardCannotBeAddedTitle', messageKey: 'common:errors.40002' },
    });
  });

  it('passes any other refusal on with the API’s text', async () => {
    mockedCallApi.mockResolvedValue({
      ok: false,
      errorCode: 40012,
      message: 'This payment could not be verified.',
      details: null,
    });
    expect(await finishPaymentReturn({ paymentId: 'p-9', mac: null }, card)).toEqual({
      kind: 'cardFailed',
      message: {
        titleKey: 'shell:paymentReturn.cardFailedTitle',
        messageKey: 'common:errors.40012',
        fallback: 'This payment could not be verified.',
      },
    });
  });
});

describe('an expired session during the card check', () => {
  it('is left to the http client, which has gone to /page-timeout', async () => {
    mockedCallApi.mockResolvedValue({
      ok: false,
      errorCode: 20002,
      message: 'Page Timed Out!',
      details: null,
    });
    expect(await finishPaymentReturn({ paymentId: 'p-1', mac: null }, card)).toEqual({ kind: 'handled' });
  });
});

/** The remotes as the shell sees them: which are switched on, and what `loadRemote` answers. */
const remotes = (modules: Record<string, unknown>, enabled = Object.keys(modules)) => {
  const deps: PaymentReturnDeps = {
    isRemoteEnabled: (name) => enabled.includes(name),
    loadModule: vi.fn(async (name: string) => {
      const module = modules[name];
      if (module instanceof Error) throw module;
      return module;
    }),
  };
  return deps;
};

/** A service's `./payment-return` module whose finish answers `to` (or fails with an error). */
const paymentReturn = (answer: string | Error) => ({
  finishPayment: vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return { to: answer };
  }),
});

const notVerified = (messageKey: string) => ({
  kind: 'notVerified',
  message: { titleKey: 'shell:paymentReturn.notVerifiedTitle', messageKey },
});

describe("a booking's return, by its service's remote module", () => {
  it('loads the remote the type names and goes where its module says', async () => {
    const fastTrack = paymentReturn('/fast-track/complete?currentType=0&isWhat=0');
    const transport = paymentReturn('/transport-services/succ?currentType=0&isWhat=0');
    const deps = remotes({ 'mfe-fast-track': fastTrack, 'mfe-transport': transport });
    const result = await finishPaymentReturn({ paymentId: 'p-1', mac: 'm' }, booking(0, 3), deps);
    expect(result).toEqual({ kind: 'booking', to: '/fast-track/complete?currentType=0&isWhat=0' });
    expect(deps.loadModule).toHaveBeenCalledExactlyOnceWith('mfe-fast-track');
    expect(fastTrack.finishPayment).toHaveBeenCalledExactlyOnceWith({
      paymentId: 'p-1',
      mac: 'm',
      pending: booking(0, 3).info,
    });
    expect(transport.finishPayment).not.toHaveBeenCalled();
    // The shell never calls a service's endpoints itself.
    expect(mockedCallApi).not.toHaveBeenCalled();
  });

  it('says the service is unavailable when operations have switched its remote off', async () => {
    const deps = remotes({ 'mfe-transport': paymentReturn('/x') }, []);
    expect(await finishPaymentReturn({ paymentId: 'p', mac: null }, booking(0, 1), deps)).toEqual(
      notVerified('shell:paymentReturn.serviceUnavailable'),
    );
    expect(deps.loadModule).not.toHaveBeenCalled();
  });

  it('cannot verify a payment whose remote exposes no payment return', async () => {
    // What the container runtime answers for a missing expose: its failure marker.
    const marker = { [REMOTE_LOAD_FAILED]: true, id: 'mfe-airport-assistant/payment-return', error: null };
    for (const answer of [marker, new Error('#RUNTIME-004 no ./payment-return'), { routes: [] }, null]) {
      const deps = remotes({ 'mfe-airport-assistant': answer });
      expect(await finishPaymentReturn({ paymentId: 'p', mac: null }, booking(0, 2), deps)).toEqual(
        notVerified('common:errors.40012'),
      );
    }
  });

  it('cannot verify a payment the module could not judge or sends to another site', async () => {
    for (const module of [paymentReturn(new Error('no answer')), paymentReturn('https://evil.test/x')]) {
      const deps = remotes({ 'mfe-fast-track': module });
      expect(await finishPaymentReturn({ paymentId: 'p', mac: null }, booking(1, 3), deps)).toEqual(
        notVerified('common:errors.40012'),
      );
    }
    const protocolRelative = remotes({ 'mfe-fast-track': paymentReturn('//evil.test/x') });
    expect(await finishPaymentReturn({ paymentId: 'p', mac: null }, booking(1, 3), protocolRelative)).toEqual(
      notVerified('common:errors.40012'),
    );
  });
});
