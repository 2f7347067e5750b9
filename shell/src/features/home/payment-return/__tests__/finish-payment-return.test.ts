import { finishAddCard } from '@portal/shared/contracts/payments';
import { callApi } from '@portal/shared/http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type BookingFinishCheck, bookingResultUrl, resultIsWhat } from '../booking-finish-checks';
import { finishPaymentReturn } from '../finish-payment-return';

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

describe('booking finish checks', () => {
  const check = (payFinish: boolean | Error): BookingFinishCheck => ({
    resultPath: '/transport-services/succ',
    finish: vi.fn(async () => {
      if (payFinish instanceof Error) throw payFinish;
      return payFinish;
    }),
  });

  it('chooses isWhat: 0 paid; unpaid 2 for a new booking, else 1', () => {
    expect(resultIsWhat(true, 0)).toBe(0);
    expect(resultIsWhat(true, 1)).toBe(0);
    expect(resultIsWhat(false, 0)).toBe(2);
    expect(resultIsWhat(false, 1)).toBe(1);
    expect(resultIsWhat(false, 2)).toBe(1);
    expect(bookingResultUrl('/x/succ', 2, booking(0).info)).toBe('/x/succ?currentType=0&isWhat=2');
  });

  it('calls the check registered for the type and goes to its result page', async () => {
    const transport = check(true);
    const fastTrack = check(false);
    const result = await finishPaymentReturn({ paymentId: 'p-1', mac: 'm' }, booking(0), {
      1: transport,
      3: fastTrack,
    });
    expect(result).toEqual({ kind: 'booking', to: '/transport-services/succ?currentType=0&isWhat=0' });
    expect(transport.finish).toHaveBeenCalledWith({ paymentId: 'p-1', mac: 'm', pending: booking(0).info });
    expect(fastTrack.finish).not.toHaveBeenCalled();
    expect(mockedCallApi).not.toHaveBeenCalled();
  });

  it('counts an unpaid or unreachable finish as a failure', async () => {
    expect(await finishPaymentReturn({ paymentId: 'p', mac: null }, booking(0), { 1: check(false) })).toEqual(
      {
        kind: 'booking',
        to: '/transport-services/succ?currentType=0&isWhat=2',
      },
    );
    expect(
      await finishPaymentReturn({ paymentId: 'p', mac: null }, booking(1), {
        1: check(new Error('offline')),
      }),
    ).toEqual({ kind: 'booking', to: '/transport-services/succ?currentType=1&isWhat=1' });
  });

  it('reports a payment it has no check for as not verifiable', async () => {
    expect(await finishPaymentReturn({ paymentId: 'p', mac: null }, booking(0, 2), {})).toEqual({
      kind: 'notVerified',
      message: { titleKey: 'shell:paymentReturn.notVerifiedTitle', messageKey: 'common:errors.40012' },
    });
  });
});
