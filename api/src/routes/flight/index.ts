import { flightStationList, setSandboxFlightStatus } from '@portal/shared/contracts/flights';
import type { FastifyPluginAsync } from 'fastify';
import { locateFlight } from '../../services/flights/flight-schedule';
import { registerEndpoint } from '../endpoint';

/** Flights (DESIGN §6b), shared by Airport Assistant and Transport: `/flight/*`. */
export const flightRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, flightStationList, ({ input }) =>
    locateFlight(app.services.flights, input.flightNumber, input.date),
  );

  // The sandbox's control: only flights it serves, stored under the number as it writes it.
  registerEndpoint(app, setSandboxFlightStatus, async ({ input, request }) => {
    const flight = await locateFlight(app.services.flights, input.flightNumber, input.date);
    const stored = await app.services.flightStatuses.set(
      flight.flightNumber,
      input.date,
      input.status,
      input.delayMinutes ?? 0,
    );
    request.log.info(
      {
        flightNumber: stored.flightNumber,
        date: stored.date,
        status: stored.status,
        delayMinutes: stored.delayMinutes,
      },
      'flight sandbox status set',
    );
    return { ...stored, updatedAt: stored.updatedAt.toISOString() };
  });
};
