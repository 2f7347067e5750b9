import { flightStationList } from '@portal/shared/contracts/flights';
import type { FastifyPluginAsync } from 'fastify';
import { locateFlight } from '../../services/flights/flight-schedule';
import { registerEndpoint } from '../endpoint';

/** Flights (DESIGN §6b), shared by Airport Assistant and Transport: `/flight/*`. */
export const flightRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, flightStationList, ({ input }) =>
    locateFlight(app.services.flights, input.flightNumber, input.date),
  );
};
