/**
 * Waits before each retry of a failed mail or job: short first (a blip), then longer (a server that
 * is down for a while). After the last wait has been used, the next failure is final (`dead`):
 * 7 attempts spread over about 8.6 hours.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  10_000,
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  6 * 60 * 60_000,
];

/**
 * How long a claimed row belongs to the runner that claimed it. A runner that dies mid-attempt
 * leaves the row to be claimed again after this; a handler must finish well within it (SMTP
 * timeouts are 5 s to connect and 15 s of silence).
 */
export const DEFAULT_LEASE_MS = 5 * 60_000;

/** The wait after the `attempts`-th failed attempt (1-based), or null when that was the last one. */
export const retryDelayAfter = (
  attempts: number,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
): number | null => delaysMs[attempts - 1] ?? null;

/**
 * A failure's reason as stored and logged: the error's first line, shortened. Never a message's
 * body — the error objects of nodemailer and of handlers carry only a reason.
 */
export const shortReason = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split(/\r?\n/, 1)[0]?.trim() || 'unknown error';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
};
