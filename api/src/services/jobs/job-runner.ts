import type { Logger } from 'pino';
import type { DueQueue } from './due-queue';
import { shortReason } from './retry-schedule';

export interface JobRunnerOptions {
  queues: readonly DueQueue[];
  /** Wait between passes that found nothing; 0: no background passes (only `runDueOnce`). */
  pollMs: number;
  /** Rows claimed per queue and pass. */
  batchSize?: number;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

const DEFAULT_BATCH_SIZE = 10;

/**
 * Polls the queues in the background: one pass at a time, the next one `pollMs` after a pass that
 * found nothing, at once after a pass that found work (more may be waiting) or after `wake()`.
 * Every instance may run one: the queues' claims skip rows another runner holds. `stop()` ends
 * the polling and waits for the pass in flight, so no timer or query outlives it.
 */
export const createJobRunner = ({
  queues,
  pollMs,
  batchSize = DEFAULT_BATCH_SIZE,
  logger,
}: JobRunnerOptions) => {
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let wakeRequested = false;

  /** One pass over every queue; answers the rows claimed. */
  const runDueOnce = async (): Promise<number> => {
    let claimed = 0;
    for (const queue of queues) claimed += await queue.runDue(batchSize);
    return claimed;
  };

  const schedule = (delayMs: number) => {
    if (!started || timer || inFlight) return;
    timer = setTimeout(tick, delayMs);
    // A forgotten stop() must not keep a process alive.
    timer.unref();
  };

  const tick = () => {
    timer = undefined;
    wakeRequested = false;
    inFlight = runDueOnce().then(
      (claimed) => {
        inFlight = undefined;
        schedule(claimed > 0 || wakeRequested ? 0 : pollMs);
      },
      (error: unknown) => {
        // e.g. the database is unreachable for a moment: try again at the next poll.
        inFlight = undefined;
        logger.error({ reason: shortReason(error) }, 'job pass failed');
        schedule(pollMs);
      },
    );
  };

  return {
    runDueOnce,

    /** Starts background passes (nothing when `pollMs` is 0). */
    start(): void {
      if (started || pollMs <= 0) return;
      started = true;
      schedule(0);
    },

    /** Ends background passes and waits for the one in flight. */
    async stop(): Promise<void> {
      started = false;
      clearTimeout(timer);
      timer = undefined;
      await inFlight;
    },

    /** New work was queued: run a pass now instead of at the next poll. */
    wake(): void {
      if (!started) return;
      if (inFlight) {
        wakeRequested = true;
        return;
      }
      clearTimeout(timer);
      timer = undefined;
      schedule(0);
    },

    get running(): boolean {
      return started;
    },
  };
};

export type JobRunner = ReturnType<typeof createJobRunner>;
