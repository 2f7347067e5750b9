import { allAirports } from '@portal/shared/contracts';
import {
  checkOverKmCharge,
  saveTransportPassenger,
  searchTransportCars,
  searchTransportFlight,
  selectTransportCar,
  transportAirportList,
  transportFinishManualBooking,
  transportIsOrderExpired,
  transportManualBooking,
  transportPayManualBooking,
  transportPayManualBookingToken,
  transportSpine,
} from '@portal/shared/contracts/transport';
import type { FastifyPluginAsync } from 'fastify';
import { registerBookingSpine } from '../bookings/register-booking-spine';
import { callerId, registerEndpoint } from '../endpoint';

/** Transport Services: `/transport/*`; its order detail is `/order/limo-detail`, its operator calls under `/operator/transport`. */
export const transportRoutes: FastifyPluginAsync = async (app) => {
  const transport = app.services.transport;
  registerEndpoint(app, allAirports, () => app.services.airports.list());
  registerEndpoint(app, transportAirportList, ({ session }) => transport.airportList(callerId(session)));
  registerEndpoint(app, searchTransportFlight, ({ input }) => transport.searchFlight(input));
  registerEndpoint(app, searchTransportCars, ({ input, session }) =>
    transport.searchCars(callerId(session), input),
  );
  registerEndpoint(app, checkOverKmCharge, ({ input, session }) =>
    transport.overKmCharge(callerId(session), input.uuid, input.carType),
  );
  registerEndpoint(app, selectTransportCar, ({ input, session }) =>
    transport.selectCar(callerId(session), input.uuid, input.carType),
  );
  registerEndpoint(app, saveTransportPassenger, ({ input, session }) =>
    transport.savePassenger(callerId(session), input),
  );
  registerEndpoint(app, transportManualBooking, ({ input, session }) =>
    transport.manualBooking(callerId(session), input.uuid),
  );
  registerEndpoint(app, transportPayManualBooking, ({ input, session }) =>
    transport.payManualBooking(callerId(session), input.orderNo),
  );
  registerEndpoint(app, transportPayManualBookingToken, ({ input, session }) =>
    transport.payManualBooking(callerId(session), input.orderNo, {
      cardId: input.cardId,
      proof: input.proof,
    }),
  );
  registerEndpoint(app, transportFinishManualBooking, ({ input, session }) =>
    transport.finishManualBooking(callerId(session), input),
  );
  registerEndpoint(app, transportIsOrderExpired, ({ input, session }) =>
    transport.isOrderExpired(callerId(session), input.orderNo),
  );
  registerBookingSpine(app, transportSpine, app.services.bookings.forService('transport'));
};
