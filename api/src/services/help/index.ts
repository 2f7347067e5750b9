import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { MailMessage } from '../mail/mail-service';
import { policyForProgramme } from '../policy/cancellation-policy';
import { createContactService } from './contact-service';
import { createFaqRepository } from './faq-repository';
import { createFaqService } from './faq-service';
import { createQueryRepository } from './query-repository';
import { createDatabaseRateLimitStore, type RateLimitStore } from './rate-limit-store';

/** The help domain's services: the FAQ (`faq`) and the Submit a query form (`contact`). */
export const createHelpServices = (
  database: Database,
  config: AppConfig,
  mail: { send(message: MailMessage): Promise<void> },
  rateLimits: RateLimitStore = createDatabaseRateLimitStore(database),
) => ({
  faq: createFaqService(
    createFaqRepository(database),
    { policy: policyForProgramme(), supportPhone: config.supportPhone },
    config.publicCacheSeconds * 1000,
  ),
  contact: createContactService({
    queries: createQueryRepository(database),
    rateLimits,
    mail,
    settings: {
      limits: config.contactUs,
      supportMailbox: config.supportMailbox,
      supportPhone: config.supportPhone,
    },
  }),
});

export type HelpServices = ReturnType<typeof createHelpServices>;
