import { ErrorCode } from '@portal/shared/contracts';
import type { PriceLine } from '@portal/shared/contracts/bookings';
import { usesTakenBy } from '@portal/shared/contracts/complimentary-uses';
import { fastTrackSpine } from '@portal/shared/contracts/fast-track';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../helpers/test-app';
import { type PaymentsHarness, startPaymentsHarness } from '../payments/harness';
import {
  dateAhead,
  dateAheadInYearOf,
  draftBooking,
  firstBookableSlot,
  laneWithSeats,
  newCardholder,
  placeOrder,
  proofFor,
} from './harness';

/** Races need real concurrent transactions: PostgreSQL only (PGlite has one connection). */
const postgres = databaseTargets.filter((target) => target === 'postgres');

describe.each(postgres)('Fast Track under concurrent orders (%s)', (target) => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness(target);
  });
  afterAll(() => h?.close());

  it('sells a slot of 10 seats to exactly 10 of 50 parallel orders; the others are told it is gone', async () => {
    const lane = laneWithSeats(10);
    const date = dateAhead(12);
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => newCardholder(h, `race-slot-${i}`)),
    );
    const time = (await firstBookableSlot(h, buyers[0]?.token ?? '', lane.code, date)).time;
    const ready = [];
    for (const buyer of buyers) {
      const { uuid } = await draftBooking(h, buyer.token, { laneCode: lane.code, date, time, passengers: 1 });
      ready.push({ token: buyer.token, uuid, proof: await proofFor(h, buyer.token, uuid) });
    }
    const answers = await Promise.all(
      ready.map(({ token, uuid, proof }) => placeOrder(h, token, uuid, proof)),
    );
    const bodies = answers.map((answer) => answer.json() as { state: string; errorCode: number | null });
    expect(bodies.filter((body) => body.state === '1')).toHaveLength(10);
    expect(bodies.filter((body) => body.errorCode === ErrorCode.SLOT_UNAVAILABLE)).toHaveLength(40);
    const [slot] = await h.t.database.rows<{ booked: number; capacity: number }>(
      sql`select booked, capacity from fast_track_slots where lane_code = ${lane.code}`,
    );
    expect(slot).toEqual({ booked: 10, capacity: 10 });
    // The 40 refused orders took no complimentary use either.
    const [uses] = await h.t.database.rows<{ used: number }>(
      sql`select coalesce(sum(used), 0)::int as used from entitlement_uses where service = 'fast_track'
        and user_id in (${sql.join(
          buyers.map((b) => sql`${b.userId}`),
          sql`, `,
        )})`,
    );
    expect(uses?.used).toBe(10);
  });

  it('gives the last complimentary use to one of two parallel bookings and prices the other', async () => {
    const { userId, token } = await newCardholder(h, 'race-use');
    // Classic card: two uses a year; spend one first (all three bookings in one programme year).
    const year = dateAhead(21);
    const first = await draftBooking(h, token, { passengers: 1, date: dateAheadInYearOf(year, 20) });
    await placeOrder(h, token, first.uuid, await proofFor(h, token, first.uuid));
    const a = await draftBooking(h, token, { passengers: 1, date: year });
    const b = await draftBooking(h, token, { passengers: 1, date: dateAheadInYearOf(year, 22) });
    // Both reviews show the last use covering the booking: the one that loses it is told its price
    // changed. (Without a review, whether the loser's own start already saw the use gone decides.)
    for (const { uuid } of [a, b]) {
      const review = await h.call(fastTrackSpine.orderReview, { uuid }, token);
      expect(review.json().result).toMatchObject({ reason: 'covered', total: 0 });
    }
    const proofs = [await proofFor(h, token, a.uuid), await proofFor(h, token, b.uuid)];
    const answers = await Promise.all([
      placeOrder(h, token, a.uuid, proofs[0] ?? ''),
      placeOrder(h, token, b.uuid, proofs[1] ?? ''),
    ]);
    const placed = answers.map(
      (answer) =>
        answer.json().result as { status: string; total: number; reason: string; priceChanged: boolean },
    );
    const covered = placed.filter((order) => order.reason === 'covered');
    const priced = placed.filter((order) => order.reason === 'noUsesLeft');
    expect(covered).toEqual([expect.objectContaining({ status: 'paid', total: 0, priceChanged: false })]);
    expect(priced).toEqual([expect.objectContaining({ status: 'unpaid', priceChanged: true })]);
    expect(priced[0]?.total).toBeGreaterThan(0);
    const [uses] = await h.t.database.rows<{ used: number }>(
      sql`select used from entitlement_uses where user_id = ${userId} and service = 'fast_track'`,
    );
    expect(uses?.used).toBe(2);
  });

  it('shares the uses left between parallel multi-passenger bookings, never more; cancels give back exactly those', async () => {
    const { userId, token } = await newCardholder(h, 'race-uses');
    // Classic card: two uses a year; four bookings of two passengers each, at once, in one year.
    const year = dateAhead(30);
    const drafts = [];
    for (const day of [30, 31, 32, 33]) {
      const draft = await draftBooking(h, token, { passengers: 2, date: dateAheadInYearOf(year, day) });
      drafts.push({ uuid: draft.uuid, proof: await proofFor(h, token, draft.uuid) });
    }
    const answers = await Promise.all(drafts.map(({ uuid, proof }) => placeOrder(h, token, uuid, proof)));
    const placed = answers.map(
      (answer) => answer.json().result as { orderNo: string; reason: string; status: string; total: number },
    );
    // The first to hold the uses' row takes both (one per passenger); the others find none left.
    expect(placed.filter((order) => order.reason === 'covered')).toEqual([
      expect.objectContaining({ status: 'paid', total: 0 }),
    ]);
    expect(placed.filter((order) => order.reason === 'noUsesLeft')).toHaveLength(3);
    const usedNow = async () =>
      (
        await h.t.database.rows<{ used: number }>(
          sql`select used from entitlement_uses where user_id = ${userId} and service = 'fast_track'`,
        )
      )[0]?.used;
    expect(await usedNow()).toBe(2);
    // What the orders' prices say they took adds up to what was counted.
    const orders = await h.t.database.rows<{ price_lines: PriceLine[] }>(
      sql`select price_lines from orders where user_id = ${userId}`,
    );
    const taken = orders.map((order) => usesTakenBy(order.price_lines));
    expect(taken.reduce((sum, n) => sum + n, 0)).toBe(2);

    const cancels = await Promise.all(
      placed.map(({ orderNo }) => h.call(fastTrackSpine.cancelBooking, { orderNo }, token)),
    );
    const returned = cancels.map((answer) => (answer.json().result as { usesReturned: number }).usesReturned);
    expect(returned.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(await usedNow()).toBe(0);
  });
});
