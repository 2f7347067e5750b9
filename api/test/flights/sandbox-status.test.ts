import { ErrorCode, OPERATOR_KEY_HEADER } from '@portal/shared/contracts';
import { MAX_FLIGHT_DELAY_MINUTES, setSandboxFlightStatus } from '@portal/shared/contracts/flights';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateAhead } from '../fast-track/harness';
import { failure, okResult } from '../helpers/envelope';
import { createTestApp, type TestApp } from '../helpers/test-app';

const post = (t: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api${setSandboxFlightStatus.path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

const storedStatuses = (t: TestApp) =>
  t.database.rows<{ flight_number: string; flight_date: string; status: string; delay_minutes: number }>(
    sql`select flight_number, flight_date, status, delay_minutes from flight_statuses order by flight_number`,
  );

describe('the flight sandbox control route, outside production (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('marks a served flight delayed, then cancelled, under its number as the schedule writes it, in the database', async () => {
    const date = dateAhead(9);
    const delayed = okResult(
      setSandboxFlightStatus,
      await post(t, { flightNumber: 'ba 0117', date, status: 'delayed', delayMinutes: 45 }),
    );
    expect(delayed).toMatchObject({ flightNumber: 'BA117', date, status: 'delayed', delayMinutes: 45 });
    const cancelled = okResult(
      setSandboxFlightStatus,
      await post(t, { flightNumber: 'BA117', date, status: 'cancelled' }),
    );
    expect(cancelled).toMatchObject({ flightNumber: 'BA117', date, status: 'cancelled', delayMinutes: 0 });
    // One row per flight and date, the last word kept: what every instance reads.
    expect(await storedStatuses(t)).toEqual([
      { flight_number: 'BA117', flight_date: date, status: 'cancelled', delay_minutes: 0 },
    ]);
  });

  it('validates its input (400 naming the field, no stack trace) and refuses a flight the schedule does not serve', async () => {
    const date = dateAhead(9);
    const flight = { flightNumber: 'BA118', date };
    const refused: Array<[unknown, string]> = [
      [{ ...flight, status: 'delayed' }, 'delayMinutes'],
      [{ ...flight, status: 'cancelled', delayMinutes: 30 }, 'delayMinutes'],
      [{ ...flight, status: 'onTime', delayMinutes: 30 }, 'delayMinutes'],
      [{ ...flight, status: 'delayed', delayMinutes: 0 }, 'delayMinutes'],
      [{ ...flight, status: 'delayed', delayMinutes: 12.5 }, 'delayMinutes'],
      [{ ...flight, status: 'delayed', delayMinutes: MAX_FLIGHT_DELAY_MINUTES + 1 }, 'delayMinutes'],
      [{ ...flight, status: 'delayed', delayMinutes: '45' }, 'delayMinutes'],
      [{ ...flight, status: 'late' }, 'status'],
      [{ ...flight }, 'status'],
      [{ ...flight, date: '2026/12/01', status: 'cancelled' }, 'date'],
      [{ ...flight, flightNumber: 'BA', status: 'cancelled' }, 'flightNumber'],
      [{ ...flight, status: 'cancelled', userId: 1 }, 'userId'],
    ];
    for (const [body, field] of refused) {
      const response = await post(t, body);
      const message = failure(response, 400, ErrorCode.BAD_REQUEST);
      expect(message, JSON.stringify(body)).toContain(field);
      expect(response.body, JSON.stringify(body)).not.toMatch(/\.ts:\d+|\n\s+at /);
    }
    failure(await post(t, '{"flightNumber":'), 400, ErrorCode.BAD_REQUEST);
    failure(
      await post(t, { flightNumber: 'BA9117', date, status: 'cancelled' }),
      200,
      ErrorCode.FLIGHT_NOT_LOCATED,
    );
    failure(
      await post(t, { ...flight, date: '2026-02-30', status: 'cancelled' }),
      200,
      ErrorCode.FLIGHT_NOT_LOCATED,
    );
    expect((await storedStatuses(t)).filter((row) => row.flight_number !== 'BA117')).toEqual([]);
  });
});

describe('the flight sandbox control route in production (pglite)', () => {
  const OPERATOR_KEY = 'production-operator-key';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { NODE_ENV: 'production', OPERATOR_KEY, SCRYPT_COST_LOG2: '17' },
    });
  });
  afterAll(() => t?.close());

  it('is refused without the operator key, before its body is read, and answers with it', async () => {
    const body = { flightNumber: 'BA117', date: dateAhead(9), status: 'cancelled' };
    failure(await post(t, body), 403, ErrorCode.OPERATOR_KEY_INVALID);
    failure(
      await post(t, body, { [OPERATOR_KEY_HEADER]: 'dev-operator-key' }),
      403,
      ErrorCode.OPERATOR_KEY_INVALID,
    );
    // Authentication comes first: a caller without the key learns nothing of the input's rules.
    failure(await post(t, { status: 'late' }), 403, ErrorCode.OPERATOR_KEY_INVALID);
    expect(await storedStatuses(t)).toEqual([]);

    const stored = okResult(
      setSandboxFlightStatus,
      await post(t, body, { [OPERATOR_KEY_HEADER]: OPERATOR_KEY }),
    );
    expect(stored).toMatchObject({ flightNumber: 'BA117', status: 'cancelled' });
    expect(await storedStatuses(t)).toHaveLength(1);
  });
});
