import type { Language } from '@portal/shared/contracts';
import type { QueryCategory } from '@portal/shared/contracts/help';
import type { MailMessage } from '../mail/mail-service';
import type { RateLimitService } from '../rate-limit';
import { clientAddressKey } from '../rate-limit/client-address';
import { acknowledgementMail, type StoredQuery, supportMail } from './query-emails';
import { newQueryReference } from './query-reference';
import type { QueryRepository } from './query-repository';

export interface ContactLimits {
  /** Queries one network address may send per window. */
  perIp: number;
  /** Queries one email address may receive acknowledgements for per window. */
  perEmail: number;
  windowSeconds: number;
}

export interface ContactSettings {
  limits: ContactLimits;
  supportMailbox: string;
  supportPhone: string;
}

export interface QuerySubmission {
  email: string;
  serviceId?: string | undefined;
  category: QueryCategory;
  topic: string;
  message: string;
  language: Language;
  userId: number | null;
  ip: string;
}

/** Draws of a reference before giving up (four random characters a day: a clash is rare). */
const REFERENCE_ATTEMPTS = 5;

export const createContactService = (deps: {
  queries: QueryRepository;
  rateLimits: Pick<RateLimitService, 'enforce'>;
  mail: { send(message: MailMessage): Promise<void> };
  settings: ContactSettings;
  now?: () => Date;
}) => {
  const { queries, rateLimits, mail, settings } = deps;
  const now = deps.now ?? (() => new Date());

  /** Counts this request against the sender's network and address; refuses once either is over. */
  const checkLimits = (ip: string, email: string) => {
    const { perIp, perEmail, windowSeconds } = settings.limits;
    return rateLimits.enforce([
      { scope: 'contact-us:ip', key: clientAddressKey(ip), rule: { max: perIp, windowSeconds } },
      { scope: 'contact-us:email', key: email.toLowerCase(), rule: { max: perEmail, windowSeconds } },
    ]);
  };

  return {
    /** Stores the query under a new reference and mails the acknowledgement and the support copy. */
    async submit(submission: QuerySubmission): Promise<{ reference: string }> {
      const email = submission.email.trim();
      await checkLimits(submission.ip, email);
      const receivedAt = now();
      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
        const query: StoredQuery = {
          reference: newQueryReference(receivedAt),
          email,
          serviceId: submission.serviceId?.trim() || null,
          category: submission.category,
          topic: submission.topic.trim(),
          message: submission.message.trim(),
          language: submission.language,
          userId: submission.userId,
          receivedAt,
        };
        const { receivedAt: _receivedAt, ...row } = query;
        if (!(await queries.insert(row))) continue;
        // Both are queued: the answer never waits for the mail server (see services/mail).
        await mail.send(acknowledgementMail(query, settings.supportPhone));
        await mail.send(supportMail(query, settings.supportMailbox));
        return { reference: query.reference };
      }
      throw new Error('contact-us: no free query reference after several attempts');
    },
  };
};

export type ContactService = ReturnType<typeof createContactService>;
