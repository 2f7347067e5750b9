import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createPaymentEventsLedger } from '../../src/services/payments/payment-events-repository';
import { createTestDatabase, databaseTargets } from '../helpers/test-app';

describe.each(databaseTargets)('the webhook’s ledger of handled events (%s)', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase(target));
    await runMigrations(database);
  });
  afterAll(() => drop?.());

  it('claims an event once for every instance, and again after a release', async () => {
    // Two instances on one database.
    const first = createPaymentEventsLedger(database);
    const second = createPaymentEventsLedger(database);
    expect(await first.claim('evt-1')).toBe(true);
    expect(await second.claim('evt-1')).toBe(false);
    expect(await first.claim('evt-1')).toBe(false);
    await first.release('evt-1');
    expect(await second.claim('evt-1')).toBe(true);
  });

  it('lets exactly one of many racing claims win', async () => {
    const ledgers = Array.from({ length: 8 }, () => createPaymentEventsLedger(database));
    const claims = await Promise.all(ledgers.map((ledger) => ledger.claim('evt-race')));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('forgets events past the keeping time (older than the webhook accepts anyway)', async () => {
    let clock = Date.parse('2026-11-01T10:00:00Z');
    const ledger = createPaymentEventsLedger(database, () => clock);
    expect(await ledger.claim('evt-old')).toBe(true);
    clock += 49 * 3600_000;
    expect(await ledger.claim('evt-new')).toBe(true);
    expect(await ledger.claim('evt-old')).toBe(true);
  });
});
