import type { Logger } from 'pino';
import { DEFAULT_LEASE_MS, RETRY_DELAYS_MS, retryDelayAfter, shortReason } from './retry-schedule';

/** A claimed row: its id and the attempts counted so far, this one included. */
export interface ClaimedRow {
  id: number;
  attempts: number;
}

/**
 * The SQL side of a queue table. `claim` is one statement (`UPDATE … WHERE id IN (SELECT … FOR
 * UPDATE SKIP LOCKED LIMIT n)`): no transaction stays open while a handler runs, which matters on
 * PGlite (one connection for every request). `succeeded` and `failed` change a row only while the
 * claim is still this one (same attempts, still pending), so a runner whose lease ran out cannot
 * overwrite the outcome of the runner that took the row over.
 */
export interface DueQueueStore<Row extends ClaimedRow, Result> {
  claim(limit: number, leaseMs: number): Promise<Row[]>;
  succeeded(row: Row, result: Result): Promise<void>;
  /** `retryInMs` null: no attempt is left, the row is dead. */
  failed(row: Row, reason: string, retryInMs: number | null): Promise<void>;
}

/** What the runner polls. */
export interface DueQueue {
  readonly name: string;
  /** Claims up to `limit` due rows, runs them and records the outcomes; answers how many it claimed. */
  runDue(limit: number): Promise<number>;
}

type QueueLogger = Pick<Logger, 'info' | 'warn' | 'error'>;

export interface DueQueueOptions<Row extends ClaimedRow, Result> {
  /** Used in log lines: `<name> done`, `<name> failed; will retry`, `<name> dead`. */
  name: string;
  store: DueQueueStore<Row, Result>;
  handle(row: Row): Promise<Result>;
  /** What a log line may say about a row (ids and names only: never a body or a payload). */
  describe(row: Row): Record<string, unknown>;
  logger: QueueLogger;
  retryDelaysMs?: readonly number[];
  leaseMs?: number;
}

/**
 * Runs the due rows of one table. Passes in one process run one at a time (a test's `flush` waits
 * for the runner's pass in flight); the rows of one pass run side by side, so slow ones do not
 * hold the others past the lease.
 */
export const createDueQueue = <Row extends ClaimedRow, Result>({
  name,
  store,
  handle,
  describe,
  logger,
  retryDelaysMs = RETRY_DELAYS_MS,
  leaseMs = DEFAULT_LEASE_MS,
}: DueQueueOptions<Row, Result>): DueQueue => {
  const runOne = async (row: Row): Promise<void> => {
    const fields = { ...describe(row), attempt: row.attempts };
    let result: Result;
    try {
      result = await handle(row);
    } catch (error) {
      const reason = shortReason(error);
      const retryInMs = retryDelayAfter(row.attempts, retryDelaysMs);
      try {
        await store.failed(row, reason, retryInMs);
      } catch (recordError) {
        logger.error({ ...fields, reason: shortReason(recordError) }, `${name} failure not recorded`);
        return;
      }
      if (retryInMs === null) logger.error({ ...fields, reason }, `${name} dead: no attempt left`);
      else logger.warn({ ...fields, reason, retryInSeconds: retryInMs / 1000 }, `${name} failed; will retry`);
      return;
    }
    try {
      await store.succeeded(row, result);
    } catch (recordError) {
      // The work is done but the row still looks claimed: it runs again when the lease ends.
      logger.error({ ...fields, reason: shortReason(recordError) }, `${name} done but not recorded`);
      return;
    }
    logger.info(fields, `${name} done`);
  };

  const pass = async (limit: number): Promise<number> => {
    // UPDATE … RETURNING answers in no particular order: start the oldest first, so mails to one
    // address leave in the order they were written.
    const rows = (await store.claim(limit, leaseMs)).sort((a, b) => a.id - b.id);
    await Promise.all(rows.map(runOne));
    return rows.length;
  };

  let tail: Promise<unknown> = Promise.resolve();
  return {
    name,
    runDue(limit) {
      const run = tail.then(() => pass(limit));
      tail = run.catch(() => undefined);
      return run;
    },
  };
};
