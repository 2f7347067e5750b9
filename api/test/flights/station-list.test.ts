import { ErrorCode } from '@portal/shared/contracts';
import { flightStationList } from '@portal/shared/contracts/flights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, okResult } from '../helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from '../helpers/test-app';
import { demoUserId } from '../helpers/users';

describe.each(databaseTargets)('POST /flight/station-list (%s)', (target) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    ({ token } = await t.app.services.sessions.createSession(await demoUserId(t)));
  });
  afterAll(() => t?.close());

  const stations = (payload: object, authorization: string | undefined = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/flight/station-list',
      headers: authorization ? { authorization } : {},
      payload,
    });

  it('answers the stations of a served flight, the same every time', async () => {
    const first = okResult(
      flightStationList,
      await stations({ flightNumber: 'ba 2001', date: '2026-12-03' }),
    );
    expect(first).toMatchObject({
      flightNumber: 'BA2001',
      airlineCode: 'BA',
      airlineName: 'British Airways',
    });
    expect(first.legs).toHaveLength(2);
    expect(first.legs[0]?.departure).toMatchObject({ date: '2026-12-03', timeZone: expect.any(String) });
    expect(
      okResult(flightStationList, await stations({ flightNumber: 'BA2001', date: '2026-12-03' })),
    ).toEqual(first);
    const direct = okResult(
      flightStationList,
      await stations({ flightNumber: 'LA8000', date: '2026-12-03' }),
    );
    expect(direct.legs).toEqual([
      expect.objectContaining({
        flightNumber: 'LA8000',
        departure: expect.objectContaining({ code: 'CNF', countryCode: 'BR', timeZone: 'America/Sao_Paulo' }),
        arrival: expect.objectContaining({ code: 'GRU', city: 'São Paulo' }),
      }),
    ]);
  });

  it('does not locate flights it does not serve, and refuses what is not a flight number', async () => {
    for (const flightNumber of ['ZZ123', 'BA9000', 'BA9999']) {
      failure(await stations({ flightNumber, date: '2026-12-03' }), 200, ErrorCode.FLIGHT_NOT_LOCATED);
    }
    failure(await stations({ flightNumber: 'BA117', date: '2026-02-30' }), 200, ErrorCode.FLIGHT_NOT_LOCATED);
    failure(await stations({ flightNumber: 'hello', date: '2026-12-03' }), 400, ErrorCode.BAD_REQUEST);
    failure(await stations({ flightNumber: 'BA117', date: '03/12/2026' }), 400, ErrorCode.BAD_REQUEST);
    failure(
      await stations({ flightNumber: 'BA117', date: '2026-12-03', extra: 1 }),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(
      await stations({ flightNumber: 'BA117', date: '2026-12-03' }, ''),
      200,
      ErrorCode.SESSION_EXPIRED,
    );
  });
});
