import type { Logger } from 'pino';
import type { Database, Db } from '../../db/client';
import {
  createRecordingTransport,
  createSmtpTransport,
  type MailMessage,
  type MailTransport,
  type SentMail,
} from '../../providers/mail/mail-transport';
import { createDueQueue } from '../jobs/due-queue';
import { createMailOutbox, messageOf, type OutboxRow } from './mail-outbox-repository';

export type {
  MailAttachment,
  MailMessage,
  MailTransport,
  SentMail,
} from '../../providers/mail/mail-transport';

export interface MailServiceOptions {
  database: Database;
  /** `smtp://host:port` (or smtps://); undefined: record messages in memory instead of sending. */
  smtpUrl: string | undefined;
  from: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Replaces the SMTP or in-memory transport (tests: a server that fails or is slow). */
  transport?: MailTransport;
  /** Waits before each retry (default RETRY_DELAYS_MS); tests shorten them. */
  retryDelaysMs?: readonly number[];
  /** Called when a message was stored outside a caller's transaction: the runner can send it now. */
  onQueued?: () => void;
}

/** Rows a `flush` pass claims at a time. */
const FLUSH_BATCH = 50;

/**
 * Mail goes through the `mail_outbox` table: `send` stores the message (so an HTTP answer never
 * waits for the mail server, and neither a server that is down nor a restart loses it) and the job
 * runner delivers it, retrying failures with back-off (services/jobs). Without SMTP_URL nothing
 * leaves the process: delivered messages are recorded in `sent` (tests read them after `flush`).
 */
export const createMailService = ({
  database,
  smtpUrl,
  from,
  logger,
  transport: customTransport,
  retryDelaysMs,
  onQueued,
}: MailServiceOptions) => {
  const recording = createRecordingTransport(logger);
  const transport = customTransport ?? (smtpUrl ? createSmtpTransport(smtpUrl) : recording.transport);
  const outbox = createMailOutbox(database);
  const queue = createDueQueue<OutboxRow, void>({
    name: 'mail',
    store: outbox.store,
    handle: (row) => transport.deliver({ from, ...messageOf(row) }),
    describe: (row) => ({ mailId: row.id }),
    logger,
    retryDelaysMs,
  });

  return {
    /** The in-memory transport's messages, oldest first (empty when mail goes elsewhere). */
    sent: (transport === recording.transport ? recording.sent : []) as readonly SentMail[],
    /** True when mail goes to an SMTP server. */
    usesSmtp: transport.usesSmtp,
    /** The outbox as the job runner polls it. */
    queue,

    /**
     * Stores a message for delivery. Pass a transaction as `into` to send the mail only if that
     * transaction commits (a booking and its confirmation); the runner then picks it up at its next
     * poll. Rejects only when the database does.
     */
    async send(message: MailMessage, into?: Db): Promise<void> {
      await outbox.add(message, into);
      if (!into) onQueued?.();
    },

    /**
     * Delivers every message that is due now, waiting for the runner's pass in flight (tests, before
     * reading `sent`). A message whose attempt fails stays in the outbox for its retry.
     */
    async flush(): Promise<void> {
      while ((await queue.runDue(FLUSH_BATCH)) > 0) {
        // Messages may have been queued meanwhile: run until a pass finds nothing due.
      }
    },

    /** The last recorded message to this address (in-memory transport only). */
    lastTo(address: string): SentMail | undefined {
      const wanted = address.trim().toLowerCase();
      return recording.sent.findLast((m) => m.to.toLowerCase() === wanted);
    },
  };
};

export type MailService = ReturnType<typeof createMailService>;
