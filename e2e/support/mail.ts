import { mailInboxUrl } from './env';

export interface ReceivedMail {
  subject: string;
  text: string;
  html: string | null;
  /** What is attached (names, types, sizes). */
  attachments: Array<{ filename: string; contentType: string; size: number }>;
}

interface InboxMessage extends ReceivedMail {
  id: string;
  to: string[];
  date: string;
}

export interface WaitForMailOptions {
  /** Only a mail whose subject contains this text. */
  subjectIncludes?: string;
  /** Only a mail received at or after this instant (e.g. when the test asked for a new code). */
  after?: Date;
  timeoutMs?: number;
}

/** Polls the e2e mail catcher until a mail to `to` satisfies `accept`; answers the newest such mail. */
const pollInbox = async (
  to: string,
  accept: (message: InboxMessage) => boolean,
  timeoutMs: number,
  describe: string,
): Promise<InboxMessage> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${mailInboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
    if (!response.ok) throw new Error(`mail inbox answered ${response.status}`);
    const match = ((await response.json()) as InboxMessage[]).find(accept);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`no ${describe} to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const receivedAfter = (message: InboxMessage, after: Date | undefined) =>
  !after || new Date(message.date).getTime() >= after.getTime();

/** Waits for a mail to `to` (newest first), optionally with a subject text and not older than `after`. */
export const waitForMail = async (to: string, options: WaitForMailOptions = {}): Promise<ReceivedMail> => {
  const { subjectIncludes, after, timeoutMs = 10_000 } = options;
  const mail = await pollInbox(
    to,
    (m) => (!subjectIncludes || m.subject.includes(subjectIncludes)) && receivedAfter(m, after),
    timeoutMs,
    subjectIncludes ? `mail about "${subjectIncludes}"` : 'mail',
  );
  return { subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments ?? [] };
};

const RESET_CODE = /\b(\d{6})\b/;

/** The six-digit code of the newest mail to `to` that holds one (the password reset mail). */
export const readResetCode = async (
  to: string,
  options: Pick<WaitForMailOptions, 'after' | 'timeoutMs'> = {},
): Promise<string> => {
  const mail = await pollInbox(
    to,
    (m) => RESET_CODE.test(m.text) && receivedAfter(m, options.after),
    options.timeoutMs ?? 10_000,
    'mail with a six-digit code',
  );
  return RESET_CODE.exec(mail.text)?.[1] ?? '';
};

/** Waits until at least `count` mails to `to` carry `subjectIncludes`; answers them, newest first. */
export const waitForMailCount = async (
  to: string,
  subjectIncludes: string,
  count: number,
  timeoutMs = 10_000,
): Promise<ReceivedMail[]> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${mailInboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
    if (!response.ok) throw new Error(`mail inbox answered ${response.status}`);
    const matching = ((await response.json()) as InboxMessage[]).filter((m) =>
      m.subject.includes(subjectIncludes),
    );
    if (matching.length >= count)
      return matching.map(({ subject, text, html, attachments }) => ({
        subject,
        text,
        html,
        attachments: attachments ?? [],
      }));
    if (Date.now() > deadline)
      throw new Error(
        `${matching.length} of ${count} mails about "${subjectIncludes}" to ${to} within ${timeoutMs} ms`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
