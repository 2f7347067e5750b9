import { offeredBookingServices } from '@portal/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { createLogger } from '../lib/logger';
import { createSandboxSms } from '../providers/sms/sms';
import { createAccountServices } from './accounts/account-services';
import { createSessionsRepository } from './accounts/sessions-repository';
import { createAirportAssistantModule } from './airport-assistant/airport-assistant-module';
import { createAirportAssistantService } from './airport-assistant/airport-assistant-service';
import { createAssistantCatalogue } from './airport-assistant/assistant-catalogue';
import { createPublicHolidays } from './airport-assistant/public-holidays';
import { createAirportService } from './airports';
import { createAreaCodeService } from './area-codes';
import { createBookingSpine } from './bookings/booking-spine';
import { createBookingsArea } from './bookings/bookings-area';
import { createFastTrackCatalogue } from './fast-track/fast-track-catalogue';
import { createFastTrackModule } from './fast-track/fast-track-module';
import { createFastTrackService } from './fast-track/fast-track-service';
import { createSlotsRepository } from './fast-track/slots-repository';
import { createFlightDisruptions } from './flights/flight-disruptions';
import { createSandboxFlightSchedule } from './flights/flight-schedule';
import { createFlightStatuses } from './flights/flight-statuses-repository';
import { createHelpServices } from './help';
import { createJobRunner } from './jobs/job-runner';
import { createScheduledJobs } from './jobs/scheduled-jobs';
import { createMailService } from './mail/mail-service';
import { createMeetDetailsService } from './meet-details/meet-details-service';
import { createMessagesRepository } from './messages/messages-repository';
import { createOrderMessagesService } from './messages/order-messages';
import { createOperations } from './operations/operations';
import { createPaymentsService } from './payments';
import { createSandboxPlaceDirectory } from './places/sandbox-places';
import { policyForProgramme } from './policy/cancellation-policy';
import { createProgrammesRepository } from './programmes/programmes-repository';
import { createProjectStatusService } from './programmes/project-status';
import { createSupportProductService } from './programmes/support-product';
import { createDatabaseRateLimitService } from './rate-limit';
import { createRemotesService } from './remotes/remotes';
import { createRemotesRepository } from './remotes/remotes-repository';
import { createSessionService } from './sessions';
import { createTermsService } from './terms/terms';
import { createTermsRepository } from './terms/terms-repository';
import { createBookingRequests } from './transport/booking-requests';
import { createFleetRepository } from './transport/fleet-repository';
import { createPickupDelays } from './transport/pickup-delays';
import { createTransportCatalogue } from './transport/transport-catalogue';
import { createTransportModule } from './transport/transport-module';
import { createTransportService } from './transport/transport-service';

/**
 * Every service, wired to its repository; routes reach them as `app.services`. `logger` (the app's)
 * receives the background work's logs (mail, jobs).
 */
export const createServices = (database: Database, config: AppConfig, logger?: FastifyBaseLogger) => {
  const cacheMs = config.publicCacheSeconds * 1000;
  const programmes = createProgrammesRepository(database);
  const backgroundLogger = logger ?? createLogger(config.logLevel);
  const scheduledJobs = createScheduledJobs(database, { logger: backgroundLogger.child({ module: 'jobs' }) });
  const mail = createMailService({
    database,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger: backgroundLogger.child({ module: 'mail' }),
    // Mail stored outside a transaction is sent at once rather than at the next poll.
    onQueued: () => jobRunner.wake(),
  });
  // The app starts it when ready and stops it on close (app.ts).
  const jobRunner = createJobRunner({
    queues: [mail.queue, scheduledJobs.queue],
    pollMs: config.jobs.pollMs,
    logger: backgroundLogger.child({ module: 'jobs' }),
  });
  const sessions = createSessionService(createSessionsRepository(database), config.session);
  const rateLimits = createDatabaseRateLimitService(database, config.ipRateLimits);
  // A card level's services, whatever operations have switched on today: what its welcome mail promises.
  const servicesOf = async (userId: number) =>
    offeredBookingServices(() => true, await programmes.levelSupportOfUser(userId));
  const accounts = createAccountServices(database, config, { sessions, mail, rateLimits, servicesOf });
  const airports = createAirportService();

  // The booking spine and the services on it (DESIGN §6a): payments mark its orders paid.
  const bookings = createBookingSpine(database, {
    mail,
    jobs: scheduledJobs,
    rateLimits,
    recheckPassword: accounts.recheckPassword,
    supportPhone: config.supportPhone,
    logger: backgroundLogger.child({ module: 'bookings' }),
  });
  const payments = createPaymentsService(database, config, {
    logger: backgroundLogger.child({ module: 'payments' }),
    orders: bookings.orderSource,
    jobs: scheduledJobs,
  });
  bookings.usePayments(payments.charges);
  const bookingsArea = createBookingsArea(database, {
    charges: () => payments.charges,
    supportPhone: config.supportPhone,
    idleMinutes: config.session.idleMinutes,
  });
  const fastTrackCatalogue = createFastTrackCatalogue(airports);
  const fastTrackSlots = createSlotsRepository(database);
  bookings.register(createFastTrackModule(fastTrackCatalogue, fastTrackSlots));
  const flights = createSandboxFlightSchedule(airports);
  const assistantCatalogue = createAssistantCatalogue(airports);
  const publicHolidays = createPublicHolidays();
  bookings.register(createAirportAssistantModule(assistantCatalogue, publicHolidays));
  const transportFleet = createFleetRepository(database);
  bookings.register(createTransportModule(transportFleet));
  const places = createSandboxPlaceDirectory(airports);
  const sms = createSandboxSms(mail);
  // Flights the provider reports cancelled or delayed, and the job that applies them to bookings.
  const flightStatuses = createFlightStatuses(database);
  const flightDisruptions = createFlightDisruptions({
    statuses: flightStatuses,
    bookings,
    pickups: createPickupDelays({
      database,
      fleet: transportFleet,
      mail,
      sms,
      dispatchMailbox: config.transportDispatchMailbox,
      logger: backgroundLogger.child({ module: 'transport' }),
    }),
    jobs: scheduledJobs,
    logger: backgroundLogger.child({ module: 'flights' }),
  });

  const projectStatus = createProjectStatusService(programmes, cacheMs);
  const supportProduct = createSupportProductService(programmes, cacheMs);
  const remotes = createRemotesService(createRemotesRepository(database), cacheMs);

  return {
    sessions,
    rateLimits,
    projectStatus,
    supportProduct,
    terms: createTermsService(
      createTermsRepository(database),
      { policy: policyForProgramme(), supportPhone: config.supportPhone },
      cacheMs,
    ),
    airports,
    areaCodes: createAreaCodeService(),
    orderMessages: createOrderMessagesService(createMessagesRepository(database), config.session.idleMinutes),
    remotes,
    operations: createOperations(database, config, {
      rateLimits,
      programmes,
      remotes,
      onProgrammeChange: () => {
        projectStatus.invalidate();
        supportProduct.invalidate();
      },
    }),
    payments,
    bookings,
    bookingsArea,
    fastTrack: createFastTrackService({
      database,
      area: bookingsArea,
      catalogue: fastTrackCatalogue,
      slots: fastTrackSlots,
      bookings: bookings.forService('fast_track'),
    }),
    flights,
    flightStatuses,
    flightDisruptions,
    places,
    airportAssistant: createAirportAssistantService({
      database,
      area: bookingsArea,
      catalogue: assistantCatalogue,
      flights,
      holidays: publicHolidays,
      bookings: bookings.forService('airport_assistant'),
      support: programmes.supportOfUser,
    }),
    transport: createTransportService({
      database,
      area: bookingsArea,
      catalogue: createTransportCatalogue(airports),
      places,
      flights,
      fleet: transportFleet,
      bookings: bookings.forService('transport'),
      requests: createBookingRequests(bookings.seam, 'transport'),
      mail,
      sms,
      support: programmes.supportOfUser,
    }),
    meetDetails: createMeetDetailsService({
      database,
      bookings,
      mail,
      sms,
      supportPhone: config.supportPhone,
    }),
    mail,
    jobs: {
      register: scheduledJobs.register,
      schedule: scheduledJobs.schedule,
      cancel: scheduledJobs.cancel,
      runner: jobRunner,
    },
    accounts,
    help: createHelpServices(database, config, mail, rateLimits),
  };
};

export type Services = ReturnType<typeof createServices>;
