import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { MailMessage } from '../mail/mail-service';
import { policyForProgramme } from '../policy/cancellation-policy';
import type { RateLimitService } from '../rate-limit';
import { createContactService } from './contact-service';
import { createFaqRepository } from './faq-repository';
import { createFaqService } from './faq-service';
import { createQueryRepository } from './query-repository';

/** The help domain's services: the FAQ (`faq`) and the Submit a query form (`contact`). */
export const createHelpServices = (
  database: Database,
  config: AppConfig,
  mail: { send(message: MailMessage): Promise<void> },
  rateLimits: Pick<RateLimitService, 'enforce'>,
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
