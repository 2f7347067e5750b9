/**
 * Restart delays: `initialMs`, doubling up to `maxMs`; back to `initialMs` once a process has stayed
 * up for `resetAfterMs`, so that a crash now and then restarts quickly while a crash loop slows down.
 * @param {{ initialMs?: number; maxMs?: number; resetAfterMs?: number }} [options]
 */
export const createBackoff = ({ initialMs = 500, maxMs = 10_000, resetAfterMs = 30_000 } = {}) => {
  let nextMs = initialMs;
  return {
    /**
     * The delay before the next start of a process that ran for `upForMs`.
     * @param {number} upForMs
     */
    delayAfter(upForMs) {
      if (upForMs >= resetAfterMs) nextMs = initialMs;
      const delay = nextMs;
      nextMs = Math.min(nextMs * 2, maxMs);
      return delay;
    },
  };
};

/**
 * Keeps a helper process running: starts it with `start()`, and whenever it ends without `stop()`
 * having been called, starts it again after a back-off delay, logging one line per restart.
 * @param {{
 *   name: string;
 *   start: () => import('node:child_process').ChildProcess;
 *   log?: (line: string) => void;
 *   backoff?: { initialMs?: number; maxMs?: number; resetAfterMs?: number };
 * }} options
 */
export const supervise = ({ name, start, log = (line) => console.error(line), backoff: delays }) => {
  const backoff = createBackoff(delays);
  let stopped = false;
  let restarts = 0;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {import('node:child_process').ChildProcess} */
  let child;

  const launch = () => {
    const startedAt = Date.now();
    const current = start();
    child = current;
    let ended = false;
    /** @param {string} how */
    const onEnd = (how) => {
      if (ended || stopped) return;
      ended = true;
      const delay = backoff.delayAfter(Date.now() - startedAt);
      timer = setTimeout(() => {
        restarts += 1;
        // Logged when it happens rather than at the exit: on Ctrl+C the helper may exit before
        // stop() is called, and no restart (nor its line) follows.
        log(`${name} stopped (${how}); restarted it after ${delay / 1000} s (restart ${restarts})`);
        launch();
      }, delay);
    };
    current.once('exit', (code, signal) => onEnd(signal ? `signal ${signal}` : `exit ${code}`));
    // A process that cannot be spawned reports 'error' and no 'exit'.
    current.once('error', (error) => onEnd(error.message));
  };

  launch();
  return {
    /** The process running now (or the last one, while a restart is pending). */
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    /**
     * Stops supervising and ends the process; resolves once it has exited.
     * @param {NodeJS.Signals} [signal]
     * @returns {Promise<void>}
     */
    stop(signal = 'SIGTERM') {
      stopped = true;
      clearTimeout(timer);
      const running = child.pid !== undefined && child.exitCode === null && child.signalCode === null;
      if (!running) return Promise.resolve();
      const exited = new Promise((resolve) => child.once('exit', () => resolve(undefined)));
      child.kill(signal);
      return exited.then(() => undefined);
    },
  };
};
