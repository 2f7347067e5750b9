import type { Transporter } from 'nodemailer';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** A message as the in-memory transport recorded it. */
export interface SentMail extends MailMessage {
  from: string;
  sentAt: Date;
}

export interface MailServiceOptions {
  /** `smtp://host:port` (or smtps://); undefined: record messages in memory instead of sending. */
  smtpUrl: string | undefined;
  from: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Waits before each retry of a failed delivery; its length is the number of retries. */
  retryDelaysMs?: number[];
}

/** A delivery that fails is retried after these waits (then dropped, with an error logged). */
export const DEFAULT_RETRY_DELAYS_MS = [5_000, 30_000, 120_000];
/** The in-memory transport keeps the last messages only. */
const MAX_RECORDED = 200;

/** Short SMTP timeouts: a mail server that does not answer must not hold deliveries for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

/** `smtp://user:pass@host:port` (STARTTLS when offered) or `smtps://` (TLS from the start). */
const createSmtpTransport = (smtpUrl: string): Transporter => {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    ...SMTP_TIMEOUTS,
  });
};

/**
 * Sends mail in the background: `send` queues the message and returns at once, so an HTTP answer
 * never waits for the mail server, and a mail server that is down never fails a request. A failed
 * delivery is logged and retried in this process (DEFAULT_RETRY_DELAYS_MS); a message still queued
 * when the process stops is lost (a database outbox would survive restarts).
 *
 * Without SMTP_URL nothing leaves the process: messages are recorded in `sent` (tests read them).
 */
export const createMailService = ({
  smtpUrl,
  from,
  logger,
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
}: MailServiceOptions) => {
  const sent: SentMail[] = [];
  const transport: Transporter | null = smtpUrl ? createSmtpTransport(smtpUrl) : null;
  const pending = new Set<Promise<void>>();
  let waiters: Array<() => void> = [];

  let warnedNoSmtp = false;

  const deliverOnce = async (message: MailMessage): Promise<void> => {
    if (!transport) {
      if (!warnedNoSmtp) {
        warnedNoSmtp = true;
        logger.warn({}, 'SMTP_URL is not set: mail is recorded in memory only, nothing is sent');
      }
      sent.push({ ...message, from, sentAt: new Date() });
      if (sent.length > MAX_RECORDED) sent.shift();
      return;
    }
    await transport.sendMail({ from, ...message });
  };

  const deliver = async (message: MailMessage): Promise<void> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await deliverOnce(message);
        logger.info({ subject: message.subject, attempt: attempt + 1 }, 'mail sent');
        return;
      } catch (error) {
        const reason = (error as Error).message;
        const delay = retryDelaysMs[attempt];
        if (delay === undefined) {
          logger.error({ subject: message.subject, attempts: attempt + 1, reason }, 'mail dropped');
          return;
        }
        logger.warn({ subject: message.subject, attempt: attempt + 1, reason }, 'mail failed; will retry');
        await new Promise<void>((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  };

  return {
    /** The in-memory transport's messages, oldest first (empty when SMTP_URL is set). */
    sent: sent as readonly SentMail[],
    /** True when mail goes to an SMTP server. */
    usesSmtp: transport !== null,

    /** Queues a message; resolves at once. Never rejects: failures are logged and retried. */
    send(message: MailMessage): Promise<void> {
      const job = deliver(message).finally(() => {
        pending.delete(job);
        if (pending.size === 0) {
          const done = waiters;
          waiters = [];
          for (const resolve of done) resolve();
        }
      });
      pending.add(job);
      return Promise.resolve();
    },

    /** Resolves when every queued message has been delivered or dropped (tests, shutdown). */
    flush(): Promise<void> {
      if (pending.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },

    /** The last recorded message to this address (in-memory transport only). */
    lastTo(address: string): SentMail | undefined {
      const wanted = address.trim().toLowerCase();
      return sent.findLast((m) => m.to.toLowerCase() === wanted);
    },
  };
};

export type MailService = ReturnType<typeof createMailService>;
