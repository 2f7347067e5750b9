import { ErrorCode } from '@portal/shared/contracts';
import { mapsSearch } from '@portal/shared/contracts/transport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, okResult } from '../helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from '../helpers/test-app';
import { demoUserId } from '../helpers/users';

describe.each(databaseTargets)('POST /maps/search (%s)', (target) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    ({ token } = await t.app.services.sessions.createSession(await demoUserId(t)));
  });
  afterAll(() => t?.close());

  const search = (payload: object, authorization: string | undefined = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/maps/search',
      headers: authorization ? { authorization } : {},
      payload,
    });

  it('answers places of the contract, best first', async () => {
    const { places } = okResult(mapsSearch, await search({ keyword: 'Savoy' }));
    expect(places[0]).toMatchObject({ id: 'poi:lon-the-savoy', name: 'The Savoy', kind: 'hotel' });
    const heathrow = okResult(mapsSearch, await search({ keyword: ' heathrow ', near: 'LHR', limit: 2 }));
    expect(heathrow.places).toHaveLength(2);
    expect(heathrow.places[0]).toMatchObject({ id: 'airport:LHR', airportCode: 'LHR' });
    expect(okResult(mapsSearch, await search({ keyword: 'London', limit: 20 })).places).toHaveLength(20);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(okResult(mapsSearch, await search({ keyword: 'xqzvwk plop' }))).toEqual({ places: [] });
  });

  it('asks a visitor to log in', async () => {
    failure(await search({ keyword: 'Savoy' }, ''), 200, ErrorCode.SESSION_EXPIRED);
    failure(await search({ keyword: 'Savoy' }, 'not-a-token'), 200, ErrorCode.SESSION_EXPIRED);
  });

  it('refuses what is not a search', async () => {
    for (const payload of [
      {},
      { keyword: 'a' },
      { keyword: '   a   ' },
      { keyword: 'x'.repeat(101) },
      { keyword: 'Savoy\u0000' },
      { keyword: 'Sa\u0007voy' },
      { keyword: 'Savoy\nHotel' },
      { keyword: 42 },
      { keyword: 'Savoy', extra: 1 },
      { keyword: 'Savoy', near: 'LONDON' },
      { keyword: 'Savoy', near: 'L' },
      { keyword: 'Savoy', limit: 0 },
      { keyword: 'Savoy', limit: 21 },
      { keyword: 'Savoy', limit: 2.5 },
    ]) {
      failure(await search(payload), 400, ErrorCode.BAD_REQUEST);
    }
  });
});
