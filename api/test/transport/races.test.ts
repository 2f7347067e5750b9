import { ErrorCode, OPERATOR_KEY_HEADER } from '@portal/shared/contracts';
import { setTransportFleet, transportSpine } from '@portal/shared/contracts/transport';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_KEY } from '../../src/config';
import { databaseTargets } from '../helpers/test-app';
import { type PaymentsHarness, startPaymentsHarness } from '../payments/harness';
import { draftTransport, installTestPlaces, transportCardholder, transportProof } from './harness';

// The race is decided by PostgreSQL's row lock and re-check: it matters there (PGlite runs one statement at a time).
describe.skipIf(!databaseTargets.includes('postgres'))('Transport fleet races (postgres)', () => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness('postgres');
    installTestPlaces(h);
  });
  afterAll(() => h?.close());

  it('gives the last car of a type and hour to one of two orders placed at once', async () => {
    const fleet = await h.t.app.inject({
      method: 'POST',
      url: `/api${setTransportFleet.path}`,
      headers: { [OPERATOR_KEY_HEADER]: DEV_OPERATOR_KEY },
      payload: { airportCode: 'FRA', carType: 'business', cars: 1 },
    });
    expect(fleet.json()).toMatchObject({ state: '1' });
    const riders = await Promise.all(
      ['tr-race-a', 'tr-race-b'].map((label) => transportCardholder(h, label)),
    );
    const drafts = await Promise.all(
      riders.map((rider) => draftTransport(h, rider.token, { airportCode: 'FRA', carType: 'business' })),
    );
    const proofs = await Promise.all(
      drafts.map((draft, i) => transportProof(h, riders[i]?.token ?? '', draft.uuid)),
    );
    const answers = await Promise.all(
      drafts.map((draft, i) =>
        h.call(
          transportSpine.createOrder,
          { uuid: draft.uuid, proof: proofs[i] ?? '' },
          riders[i]?.token ?? '',
        ),
      ),
    );
    const codes = answers.map((answer) => answer.json().errorCode).sort();
    expect(codes).toEqual([null, ErrorCode.CAR_TYPE_UNAVAILABLE].sort());
    const [use] = await h.t.database.rows<{ booked: number }>(
      sql`select booked from transport_fleet_use where airport_code = 'FRA' and car_type = 'business'`,
    );
    expect(use?.booked).toBe(1);
    const orders = await h.t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from orders o join transport_orders t on t.order_id = o.id where t.airport_code = 'FRA'`,
    );
    expect(orders[0]?.n).toBe(1);
  });
});
