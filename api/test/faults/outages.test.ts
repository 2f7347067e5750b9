import { ErrorCode } from '@portal/shared/contracts';
import { fastTrackOrder, fastTrackSpine } from '@portal/shared/contracts/fast-track';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRE_UNPAID_JOB } from '../../src/services/bookings/booking-spine';
import { SESSION_CHECK_JOB } from '../../src/services/payments/charges';
import {
  type ApiAnswer,
  type Cardholder,
  DRAFT_PASSENGERS,
  draftBooking,
  type FaultCluster,
  ok,
  placeOrder,
  proofFor,
  refused,
  startFaultCluster,
  waitForMail,
} from './cluster';
import { sleep, waitFor } from './processes';

const { createOrder, cancelBooking } = fastTrackSpine;

/** How long PostgreSQL stays down (issue 23: "PostgreSQL stopped for 20 s"). */
const OUTAGE_MS = 20_000;

/**
 * Outages of the portal's own parts, on PostgreSQL with two API instances (real processes of the
 * built server) behind haproxy: the database stopped for 20 s, an instance killed under load.
 */
describe('outages: PostgreSQL stopped, an instance killed (postgres, two instances behind haproxy)', {
  timeout: 90_000,
}, () => {
  let c: FaultCluster;
  beforeAll(async () => {
    c = await startFaultCluster('outages');
  }, 240_000);
  afterAll(() => c?.close(), 60_000);

  const ordersOfDraft = (uuid: string) =>
    c.rows<{ order_no: string; status: string }>(
      sql`select order_no, status from orders where uuid = ${uuid}`,
    );
  const detail = (holder: Cardholder, orderNo: string) => c.call(fastTrackOrder, { orderNo }, holder.token);
  /** Everything a placed, unpaid order is made of, as rows of the database. */
  const wholeOrder = async (orderNo: string) => {
    const [row] = await c.rows<{ status: string; uuid: string; user_id: number }>(
      sql`select status, uuid, user_id from orders where order_no = ${orderNo}`,
    );
    const [counts] = await c.rows<{ detail: number; attempts: number; jobs: number; placed: number }>(sql`
      select
        (select count(*)::int from fast_track_orders f join orders o on o.id = f.order_id where o.order_no = ${orderNo}) as detail,
        (select count(*)::int from payment_attempts where order_reference = ${orderNo}) as attempts,
        (select count(*)::int from jobs where (name = ${EXPIRE_UNPAID_JOB} and key = ${orderNo})
           or (name = ${SESSION_CHECK_JOB} and payload ->> 'orderReference' = ${orderNo})) as jobs,
        (select count(*)::int from booking_drafts where order_no = ${orderNo}) as placed`);
    return { status: row?.status, ...counts };
  };
  const heldBy = async (holder: Cardholder, laneCode: string) => {
    const [held] = await c.rows<{ seats: number; uses: number }>(sql`
      select
        (select coalesce(sum(booked), 0)::int from fast_track_slots where lane_code = ${laneCode}) as seats,
        (select coalesce(sum(used), 0)::int from entitlement_uses where user_id = ${holder.userId}) as uses`);
    return held;
  };

  it(
    'answers 503 with Retry-After while PostgreSQL is stopped for 20 s, recovers by itself, half-writes nothing',
    async () => {
      const holder = await c.newCardholder('outage');
      const laneCode = 'CDG-1-DEP';
      // Placed just before the stop: unpaid, its payment session open.
      const before = await draftBooking(c, holder.token, { laneCode });
      const placed = ok(createOrder, await placeOrder(c, holder.token, before.uuid));
      // Ready to place, its password proof in hand, when the database goes.
      const during = await draftBooking(c, holder.token, { laneCode });
      const duringProof = await proofFor(c, holder.token, during.uuid);
      const pids = c.instances.map((instance) => instance.pid);
      const sessionsAtHost = Object.keys(c.hostData().hostedTokenizations).length;

      await c.postgres.stop();
      const stoppedAt = Date.now();
      const answeredBy = new Set<string>();
      const unavailable = (answer: ApiAnswer) => {
        expect(refused(answer, 503, ErrorCode.SERVICE_UNAVAILABLE)).toBe('The service is unavailable.');
        expect(answer.headers['retry-after']).toBe('5');
        answeredBy.add(answer.servedBy);
      };
      try {
        unavailable(await c.call(createOrder, { uuid: during.uuid, proof: duringProof }, holder.token));
        // Reads and the cancel, on both instances, for as long as the outage lasts.
        while (Date.now() - stoppedAt < OUTAGE_MS) {
          unavailable(await detail(holder, placed.orderNo));
          unavailable(await c.call(cancelBooking, { orderNo: placed.orderNo }, holder.token));
          await sleep(1_000);
        }
        expect(answeredBy).toEqual(new Set(['api-a', 'api-b']));
      } finally {
        await c.postgres.start();
      }

      // Back by themselves: each instance (asked directly, not through the proxy) answers again,
      // with no restart.
      for (const instance of c.instances) {
        await waitFor(`${instance.name} to answer again`, async () => {
          const answer = await fetch(`${instance.url}/api${fastTrackOrder.path}?orderNo=${placed.orderNo}`, {
            headers: { authorization: holder.token, channel: 'web' },
          });
          return answer.status === 200 ? true : undefined;
        });
        expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
      }
      expect(c.instances.map((instance) => instance.pid)).toEqual(pids);
      expect(c.instances.every((instance) => instance.alive())).toBe(true);

      // Nothing half-written: the order placed before is whole; the one tried during does not exist,
      // and its proof was not used up — the same proof places it now, once.
      expect(await wholeOrder(placed.orderNo)).toEqual({
        status: 'unpaid',
        detail: 1,
        attempts: 1,
        jobs: 2,
        placed: 1,
      });
      expect(await ordersOfDraft(during.uuid)).toEqual([]);
      expect(await heldBy(holder, laneCode)).toEqual({ seats: DRAFT_PASSENGERS, uses: 2 });
      expect(Object.keys(c.hostData().hostedTokenizations)).toHaveLength(sessionsAtHost);
      const placedAfter = ok(
        createOrder,
        await c.call(createOrder, { uuid: during.uuid, proof: duringProof }, holder.token),
      );
      expect(await ordersOfDraft(during.uuid)).toEqual([{ order_no: placedAfter.orderNo, status: 'unpaid' }]);
      // No use left for it: every passenger is charged.
      expect(await heldBy(holder, laneCode)).toEqual({ seats: 2 * DRAFT_PASSENGERS, uses: 2 });

      // The job runners are back too: a cancel's mail goes through the outbox to the inbox.
      ok(cancelBooking, await c.call(cancelBooking, { orderNo: placed.orderNo }, holder.token));
      await waitForMail(c, holder.email, 'Booking cancelled');
      expect(await heldBy(holder, laneCode)).toEqual({ seats: DRAFT_PASSENGERS, uses: 0 });
    },
    OUTAGE_MS + 100_000,
  );

  it('loses and duplicates no order when an instance is killed (-9) under load: the proxy retries, the survivor serves all', async () => {
    const reader = await c.newCardholder('reader');
    const readDraft = await draftBooking(c, reader.token);
    const read = ok(createOrder, await placeOrder(c, reader.token, readDraft.uuid));
    // Five placements ready to go, each by a cardholder of its own, proofs in hand.
    const placements = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const holder = await c.newCardholder(`kill-${i}`);
        // A day each: five parties would not fit in one slot.
        const draft = await draftBooking(c, holder.token, { laneCode: 'LHR-T3-DEP', daysAhead: 10 + i });
        return { holder, draft, proof: await proofFor(c, holder.token, draft.uuid) };
      }),
    );
    const reads = (n: number) => Array.from({ length: n }, () => detail(reader, read.orderNo));
    const [victim, survivor] = c.instances;
    if (!victim || !survivor) throw new Error('two instances expected');
    const statsBefore = await c.proxy.backendStats();

    // The host is slow (within the instances' patience): placements are still in flight in the
    // instances, their orders written, when one instance dies.
    await c.hostFaults({ delayMs: 800 });
    let firstReads: ApiAnswer[] = [];
    let secondReads: ApiAnswer[] = [];
    let placedAnswers: ApiAnswer[] = [];
    try {
      const inFlight = placements.map((p) =>
        c.call(createOrder, { uuid: p.draft.uuid, proof: p.proof }, p.holder.token),
      );
      const firstBurst = Promise.all(reads(20));
      await waitFor('placements under way', async () => {
        const [row] = await c.rows<{ n: number }>(
          sql`select count(*)::int as n from orders where uuid in ${placements.map((p) => p.draft.uuid)}`,
        );
        return (row?.n ?? 0) >= 2 ? true : undefined;
      });
      await victim.kill9();
      // At once, before haproxy's health check has noticed: half of these go to the dead instance
      // first and are retried on the other.
      secondReads = await Promise.all(reads(20));
      firstReads = await firstBurst;
      placedAnswers = await Promise.all(inFlight);
    } finally {
      await c.hostFaults({});
    }

    for (const answer of [...firstReads, ...secondReads]) {
      expect(ok(fastTrackOrder, answer).orderNo).toBe(read.orderNo);
    }
    expect(new Set(secondReads.map((answer) => answer.servedBy))).toEqual(new Set([survivor.name]));
    const stats = await c.proxy.backendStats();
    expect(stats.redispatches + stats.retries).toBeGreaterThan(
      statsBefore.redispatches + statsBefore.retries,
    );

    // A placement cut with its instance answers the proxy's 502; the cardholder's page sends it
    // again (a new proof) and is answered its order — the one already written, never a second.
    const answered = await Promise.all(
      placements.map(async (p, i) => {
        const first = placedAnswers[i];
        if (first?.statusCode === 200)
          return { first: ok(createOrder, first).orderNo, final: ok(createOrder, first).orderNo };
        // No answer (haproxy closes the client's connection as the dead instance closed its own)
        // or the proxy's 502: either way the cardholder does not know, and sends it again.
        expect([0, 502, 503, 504]).toContain(first?.statusCode);
        const again = ok(createOrder, await placeOrder(c, p.holder.token, p.draft.uuid));
        return { first: null, final: again.orderNo };
      }),
    );
    for (const [i, p] of placements.entries()) {
      const orders = await ordersOfDraft(p.draft.uuid);
      expect(orders).toEqual([{ order_no: answered[i]?.final, status: 'unpaid' }]);
      const [held] = await c.rows<{ n: number }>(
        sql`select count(*)::int as n from orders where user_id = ${p.holder.userId}`,
      );
      expect(held?.n).toBe(1);
      // Every order ends with a payment session its cardholder can pay with.
      const [sessions] = await c.rows<{ n: number }>(
        sql`select count(*)::int as n from payment_attempts where order_reference = ${answered[i]?.final}`,
      );
      expect(sessions?.n).toBeGreaterThanOrEqual(1);
    }
    const [seats] = await c.rows<{ booked: number }>(
      sql`select coalesce(sum(booked), 0)::int as booked from fast_track_slots where lane_code = 'LHR-T3-DEP'`,
    );
    expect(seats?.booked).toBe(placements.length * DRAFT_PASSENGERS);

    // The survivor serves everything.
    expect(victim.alive()).toBe(false);
    const after = await Promise.all(reads(10));
    for (const answer of after) expect(ok(fastTrackOrder, answer).orderNo).toBe(read.orderNo);
    expect(new Set(after.map((answer) => answer.servedBy))).toEqual(new Set([survivor.name]));
  });
});
