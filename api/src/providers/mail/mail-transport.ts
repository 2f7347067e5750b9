import type { Transporter } from 'nodemailer';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

/** A file sent with a mail: text (e.g. an `.ics` calendar) or bytes. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string | Uint8Array;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** A message as the in-memory transport recorded it. */
export interface SentMail extends MailMessage {
  from: string;
  sentAt: Date;
}

/** Delivers one message; throws when it could not (the outbox then retries it later). */
export interface MailTransport {
  readonly usesSmtp: boolean;
  deliver(message: MailMessage & { from: string }): Promise<void>;
}

/** Short SMTP timeouts: a mail server that does not answer must not hold an attempt for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

/** `smtp://user:pass@host:port` (STARTTLS when offered) or `smtps://` (TLS from the start). */
export const createSmtpTransport = (smtpUrl: string): MailTransport => {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transporter: Transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    ...SMTP_TIMEOUTS,
  });
  return {
    usesSmtp: true,
    async deliver(message) {
      await transporter.sendMail({
        ...message,
        attachments: message.attachments?.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content:
            typeof attachment.content === 'string' ? attachment.content : Buffer.from(attachment.content),
        })),
      });
    },
  };
};

/** The in-memory transport keeps the last messages only. */
const MAX_RECORDED = 200;

/** Without SMTP_URL nothing leaves the process: messages are recorded (tests read them). */
export const createRecordingTransport = (logger: Pick<Logger, 'warn'>) => {
  const sent: SentMail[] = [];
  let warned = false;
  const transport: MailTransport = {
    usesSmtp: false,
    async deliver(message) {
      if (!warned) {
        warned = true;
        logger.warn({}, 'SMTP_URL is not set: mail is recorded in memory only, nothing is sent');
      }
      sent.push({ ...message, sentAt: new Date() });
      if (sent.length > MAX_RECORDED) sent.shift();
    },
  };
  return { transport, sent: sent as readonly SentMail[] };
};
