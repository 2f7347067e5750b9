import {
  airportAssistantSpine,
  assistantAirportList,
  checkAssistantAdditionalCharge,
  saveAssistantBookingDetails,
  saveAssistantPassengers,
  searchAssistantFlight,
  searchAssistantService,
} from '@portal/shared/contracts/airport-assistant';
import type { FastifyPluginAsync } from 'fastify';
import { registerBookingSpine } from '../bookings/register-booking-spine';
import { callerId, registerEndpoint } from '../endpoint';

/** Airport Assistant: `/airport-assistant/*`; its order detail is `/order/vvip-detail`. */
export const airportAssistantRoutes: FastifyPluginAsync = async (app) => {
  const assistant = app.services.airportAssistant;
  registerEndpoint(app, assistantAirportList, ({ session }) => assistant.airportList(callerId(session)));
  registerEndpoint(app, searchAssistantService, ({ input, session }) =>
    assistant.searchService(callerId(session), input.airportCode, input.date),
  );
  registerEndpoint(app, searchAssistantFlight, ({ input }) => assistant.searchFlight(input));
  registerEndpoint(app, saveAssistantBookingDetails, ({ input, session }) =>
    assistant.saveBookingDetails(callerId(session), input),
  );
  registerEndpoint(app, saveAssistantPassengers, ({ input, session }) =>
    assistant.savePassengers(callerId(session), input),
  );
  registerEndpoint(app, checkAssistantAdditionalCharge, ({ input, session }) =>
    assistant.additionalCharge(callerId(session), input.uuid),
  );
  registerBookingSpine(app, airportAssistantSpine, app.services.bookings.forService('airport_assistant'));
};
