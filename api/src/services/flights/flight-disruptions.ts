import { addLocalDays } from '@portal/shared/time';
import type { Logger } from 'pino';
import type { BookingSpine } from '../bookings/booking-spine';
import type { JobHandler, ScheduleJob } from '../jobs/scheduled-jobs';
import { DEFAULT_SERVICE_POLICY, type ServicePolicy } from '../policy/cancellation-policy';
import type { PickupDelays } from '../transport/pickup-delays';
import { flightOnDate } from './flight-spellings';
import type { FlightStatuses } from './flight-statuses-repository';

/** The recurring job that applies flight statuses to the bookings made for those flights. */
export const FLIGHT_CHECK_JOB = 'flights.check-disruptions';

/**
 * Statuses of flights dated from this many days before today (UTC) are read: a flight is dated by
 * its departure, and the services booked for it (an arrival pick-up, a greeter) come after that.
 */
const LOOK_BACK_DAYS = 2;

export interface FlightDisruptionsDeps {
  statuses: Pick<FlightStatuses, 'from'>;
  bookings: Pick<BookingSpine, 'upcomingOnFlight' | 'cancelForFlight'>;
  pickups: Pick<PickupDelays, 'follow'>;
  jobs: {
    register(name: string, handler: JobHandler): void;
    schedule(job: ScheduleJob): Promise<boolean>;
  };
  policy?: ServicePolicy;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
}

/**
 * The job that checks upcoming bookings' flights (DESIGN §6a's jobs): every flight the provider
 * reports cancelled cancels the upcoming bookings made for it, by the policy's `flightDisruption`
 * (the spine's one cancellation: uses back, payment refunded once, the flight-cancelled mail); every
 * delay (or return to on time) moves the Transport pick-ups at that flight's arrival and tells both
 * sides. Both are idempotent, so running twice — or on two instances — changes and mails once.
 */
export const createFlightDisruptions = (deps: FlightDisruptionsDeps) => {
  const policy = deps.policy ?? DEFAULT_SERVICE_POLICY;
  const now = deps.now ?? (() => new Date());

  /** One pass; answers how many bookings this pass cancelled and moved. */
  const check = async (): Promise<{ cancelled: number; moved: number }> => {
    const since = addLocalDays(now().toISOString().slice(0, 10), -LOOK_BACK_DAYS);
    let cancelled = 0;
    let moved = 0;
    for (const status of await deps.statuses.from(since)) {
      const flight = flightOnDate(status.flightNumber, status.date);
      // One flight's trouble (say a booking that cannot be cancelled now) leaves the others to
      // follow theirs; the next pass tries it again.
      try {
        if (status.status === 'cancelled') {
          for (const order of await deps.bookings.upcomingOnFlight(flight)) {
            if (await deps.bookings.cancelForFlight(order)) cancelled += 1;
          }
        } else {
          moved += (await deps.pickups.follow(flight, status.delayMinutes)).length;
        }
      } catch (error) {
        deps.logger?.error(
          { flightNumber: status.flightNumber, date: status.date, reason: (error as Error).message },
          'bookings did not follow their flight; the next check tries again',
        );
      }
    }
    if (cancelled > 0 || moved > 0) {
      deps.logger?.info({ cancelled, moved }, 'bookings followed their flights');
    }
    return { cancelled, moved };
  };

  deps.jobs.register(FLIGHT_CHECK_JOB, async () => {
    await check();
    return { runAgainAt: new Date(now().getTime() + policy.flightDisruption.checkEveryMinutes * 60_000) };
  });

  return {
    check,
    /** Puts the recurring check in the job table (once, whatever the number of instances). */
    scheduleChecks: () => deps.jobs.schedule({ name: FLIGHT_CHECK_JOB, key: 'recurring' }),
  };
};

export type FlightDisruptions = ReturnType<typeof createFlightDisruptions>;
