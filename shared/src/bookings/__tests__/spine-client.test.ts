import { ErrorCode } from '@portal/shared/contracts';
import { airportAssistantSpine } from '@portal/shared/contracts/airport-assistant';
import { fastTrackSpine } from '@portal/shared/contracts/fast-track';
import { callApi } from '@portal/shared/http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type PlacedSpineOrder, placeSpineOrder } from '../spine-client';

vi.mock('@portal/shared/http', () => ({ callApi: vi.fn() }));
const mockedCallApi = vi.mocked(callApi);

const UUID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const PROOF = 'proof-0123456789abcdefghij';

const placed: PlacedSpineOrder = {
  orderNo: 'AA-7K3D9Q',
  uuid: UUID,
  status: 'unpaid',
  total: 4500,
  currency: 'GBP',
  reason: 'noUsesLeft',
  priceChanged: false,
  payBefore: null,
  payment: null,
};

const calledPaths = () => mockedCallApi.mock.calls.map(([endpoint]) => endpoint.path);

beforeEach(() => {
  mockedCallApi.mockReset();
});

describe('placeSpineOrder', () => {
  it("checks the password, then places the order with the proof, under the service's own paths", async () => {
    mockedCallApi
      .mockResolvedValueOnce({ ok: true, result: { proof: PROOF, expiresInSeconds: 300 } })
      .mockResolvedValueOnce({ ok: true, result: placed });
    const result = await placeSpineOrder(airportAssistantSpine, {
      uuid: UUID,
      password: 'secret',
      cardId: 7,
    });

    expect(result).toEqual({ kind: 'placed', order: placed });
    expect(calledPaths()).toEqual([
      airportAssistantSpine.verifyPwd.path,
      airportAssistantSpine.createOrder.path,
    ]);
    expect(mockedCallApi.mock.calls[0]?.[1]).toEqual({ uuid: UUID, password: 'secret' });
    expect(mockedCallApi.mock.calls[1]?.[1]).toEqual({ uuid: UUID, proof: PROOF, cardId: 7 });
  });

  it('sends no card id for a new card (or nothing to pay)', async () => {
    mockedCallApi
      .mockResolvedValueOnce({ ok: true, result: { proof: PROOF, expiresInSeconds: 300 } })
      .mockResolvedValueOnce({ ok: true, result: { ...placed, orderNo: 'FT-7K3D9Q' } });
    await placeSpineOrder(fastTrackSpine, { uuid: UUID, password: 'secret' });
    expect(calledPaths()).toEqual([fastTrackSpine.verifyPwd.path, fastTrackSpine.createOrder.path]);
    expect(mockedCallApi.mock.calls[1]?.[1]).toEqual({ uuid: UUID, proof: PROOF });
  });

  it('says a wrong password apart, and places nothing', async () => {
    mockedCallApi.mockResolvedValueOnce({
      ok: false,
      errorCode: ErrorCode.PASSWORD_INCORRECT,
      message: 'Password is incorrect.',
      details: null,
    });
    await expect(placeSpineOrder(fastTrackSpine, { uuid: UUID, password: 'wrong' })).resolves.toEqual({
      kind: 'wrongPassword',
    });
    expect(mockedCallApi).toHaveBeenCalledTimes(1);
  });

  it('answers any other failure with its code and text', async () => {
    mockedCallApi
      .mockResolvedValueOnce({ ok: true, result: { proof: PROOF, expiresInSeconds: 300 } })
      .mockResolvedValueOnce({
        ok: false,
        errorCode: ErrorCode.ORDER_NOT_PAYABLE,
        message: 'The order cannot be paid.',
        details: null,
      });
    const result = await placeSpineOrder(fastTrackSpine, { uuid: UUID, password: 'secret' });
    expect(result).toMatchObject({ kind: 'failed', errorCode: ErrorCode.ORDER_NOT_PAYABLE });
    expect(result.kind === 'failed' && result.message).toBeTruthy();
  });

  it('rejects on a connection failure', async () => {
    mockedCallApi.mockRejectedValueOnce(new Error('offline'));
    await expect(placeSpineOrder(fastTrackSpine, { uuid: UUID, password: 'secret' })).rejects.toThrow(
      'offline',
    );
  });
});
