import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { createLogger } from '../lib/logger';
import { createMessagesRepository } from '../repositories/messages-repository';
import { createProgrammesRepository } from '../repositories/programmes-repository';
import { createRemotesRepository } from '../repositories/remotes-repository';
import { createSessionsRepository } from '../repositories/sessions-repository';
import { createTermsRepository } from '../repositories/terms-repository';
import { createAccountServices } from './accounts/account-services';
import { createAirportService } from './airports';
import { createAreaCodeService } from './area-codes';
import { createHelpServices } from './help';
import { createMailService } from './mail/mail-service';
import { createOrderMessagesService } from './order-messages';
import { createPaymentsService } from './payments';
import { createProjectStatusService } from './project-status';
import { createDatabaseRateLimitService } from './rate-limit';
import { createRemotesService } from './remotes';
import { createSessionService } from './sessions';
import { createSupportProductService } from './support-product';
import { createTermsService } from './terms';

/** Every service, wired to its repository; routes reach them as `app.services`. */
export const createServices = (database: Database, config: AppConfig) => {
  const cacheMs = config.publicCacheSeconds * 1000;
  const programmes = createProgrammesRepository(database);
  const mail = createMailService({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger: createLogger(config.logLevel).child({ module: 'mail' }),
  });
  const sessions = createSessionService(createSessionsRepository(database), config.session);
  const rateLimits = createDatabaseRateLimitService(database, config.ipRateLimits);
  return {
    sessions,
    rateLimits,
    projectStatus: createProjectStatusService(programmes, cacheMs),
    supportProduct: createSupportProductService(programmes, cacheMs),
    terms: createTermsService(createTermsRepository(database), cacheMs),
    airports: createAirportService(),
    areaCodes: createAreaCodeService(),
    orderMessages: createOrderMessagesService(createMessagesRepository(database), config.session.idleMinutes),
    remotes: createRemotesService(createRemotesRepository(database), cacheMs),
    payments: createPaymentsService(database, config, {
      logger: createLogger(config.logLevel).child({ module: 'payments' }),
    }),
    mail,
    accounts: createAccountServices(database, config, { sessions, mail }),
    help: createHelpServices(database, config, mail, rateLimits),
  };
};

export type Services = ReturnType<typeof createServices>;
