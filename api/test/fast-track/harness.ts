import {
  fastTrackSpine,
  saveFastTrackDetails,
  saveFastTrackPassengers,
  subscribeTimes,
} from '@portal/shared/contracts/fast-track';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { payInBrowser } from 'payment-sandbox/testing';
import { users } from '../../src/db/schema';
import { LANE_CATALOGUE, laneByCode } from '../../src/services/fast-track/lane-catalogue';
import { hashPassword, scryptParams } from '../../src/services/password-hash';
import { okResult } from '../helpers/envelope';
import { type PaymentsHarness, PORTAL_URL } from '../payments/harness';

export const PASSWORD = 'Sunny2day';
const TEST_SCRYPT = scryptParams(10);
/** One hash for every test cardholder (the hash queue is capped; 50 at once would be refused). */
let passwordHash: Promise<string> | undefined;
const testPasswordHash = (): Promise<string> => {
  passwordHash ??= hashPassword(PASSWORD, TEST_SCRYPT);
  return passwordHash;
};

/** A cardholder (classic level: 2 Fast Track uses a year) whose password is PASSWORD. */
export const newCardholder = async (h: PaymentsHarness, label: string) => {
  const user = await h.newUser(label);
  await h.t.database.db
    .update(users)
    .set({ passwordHash: await testPasswordHash() })
    .where(eq(users.id, user.userId));
  return user;
};

/** A lane of the catalogue whose slots hold exactly `seats`. */
export const laneWithSeats = (seats: number) => {
  const lane = LANE_CATALOGUE.find((candidate) => candidate.capacityPerSlot === seats);
  if (!lane) throw new Error(`no lane with ${seats} seats per slot`);
  return lane;
};

/** A local date `days` ahead (UTC date: good enough days away from now). */
export const dateAhead = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * `dateAhead(days)` when it falls in the same year as `date`, else the day of that year nearest to
 * it (31 December, or 1 January). Complimentary uses count per calendar year of the service, so
 * the bookings of one test that share uses must fall in one year — also when it runs in December.
 */
export const dateAheadInYearOf = (date: string, days: number): string => {
  const wanted = dateAhead(days);
  const year = date.slice(0, 4);
  if (wanted.slice(0, 4) === year) return wanted;
  return wanted > date ? `${year}-12-31` : `${year}-01-01`;
};

/** The first bookable slot of a lane on a date. */
export const firstBookableSlot = async (
  h: PaymentsHarness,
  token: string,
  laneCode: string,
  date: string,
) => {
  const { slots } = okResult(subscribeTimes, await h.call(subscribeTimes, { laneCode, date }, token));
  const slot = slots.find((candidate) => candidate.bookable);
  if (!slot) throw new Error(`no bookable slot for ${laneCode} on ${date}`);
  return slot;
};

export interface DraftChoice {
  laneCode?: string;
  date?: string;
  time?: string;
  passengers?: number;
  /** As typed in step 1 (default `BA 117`). */
  flightNumber?: string;
}

/** Saves both wizard steps; answers the draft's uuid and what was chosen. */
export const draftBooking = async (h: PaymentsHarness, token: string, choice: DraftChoice = {}) => {
  const laneCode = choice.laneCode ?? 'LHR-T5-DEP';
  if (!laneByCode(laneCode)) throw new Error(`unknown lane ${laneCode}`);
  const date = choice.date ?? dateAhead(10);
  const time = choice.time ?? (await firstBookableSlot(h, token, laneCode, date)).time;
  const passengers = choice.passengers ?? 1;
  const { uuid } = okResult(
    saveFastTrackDetails,
    await h.call(
      saveFastTrackDetails,
      { laneCode, date, time, passengers, flightNumber: choice.flightNumber ?? 'BA 117' },
      token,
    ),
  );
  const names = Array.from({ length: passengers }, (_, i) => ({
    firstName: 'Zoë',
    lastName: `Núñez-${'ABCDEFGH'[i]}`,
  }));
  okResult(
    saveFastTrackPassengers,
    await h.call(saveFastTrackPassengers, { uuid, passengers: names }, token),
  );
  return { uuid, laneCode, date, time, passengers };
};

/** `verify-pwd` for the draft: its proof. */
export const proofFor = async (h: PaymentsHarness, token: string, uuid: string): Promise<string> =>
  okResult(
    fastTrackSpine.verifyPwd,
    await h.call(fastTrackSpine.verifyPwd, { uuid, password: PASSWORD }, token),
  ).proof;

export const placeOrder = (
  h: PaymentsHarness,
  token: string,
  uuid: string,
  proof: string,
  cardId?: number,
): Promise<LightMyRequestResponse> =>
  h.call(fastTrackSpine.createOrder, { uuid, proof, ...(cardId === undefined ? {} : { cardId }) }, token);

/** Pays a placed order's session with a new card at the sandbox; answers the return's parameters. */
export const payNewCard = async (
  session: Parameters<typeof payInBrowser>[0],
  decision: 'approve' | 'deny' = 'approve',
) => {
  const { returnUrl } = await payInBrowser(
    session,
    { card: { number: '3000000000000004' } },
    decision,
    PORTAL_URL,
  );
  if (!returnUrl) throw new Error('the host refused the card');
  return {
    paymentId: returnUrl.searchParams.get('paymentId') ?? '',
    mac: returnUrl.searchParams.get('mac') ?? '',
  };
};
