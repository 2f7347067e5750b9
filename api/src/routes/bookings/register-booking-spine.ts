import type { BookingSpine as BookingSpineContracts } from '@portal/shared/contracts/bookings';
import type { FastifyInstance } from 'fastify';
import { languageFrom } from '../../lib/language';
import type { ServiceBookings } from '../../services/bookings/booking-spine';
import { callerId, registerEndpoint } from '../endpoint';

/**
 * The spine's seven calls of one service (review, password re-check, place, finish, cancel, resend,
 * pay an unpaid order) under that service's paths: a new service registers them with one line from
 * its own routes folder.
 */
export const registerBookingSpine = (
  app: FastifyInstance,
  contracts: BookingSpineContracts,
  bookings: ServiceBookings,
): void => {
  registerEndpoint(app, contracts.orderReview, ({ input, session }) =>
    bookings.review(callerId(session), input.uuid),
  );
  registerEndpoint(app, contracts.verifyPwd, ({ input, session, request }) =>
    bookings.verifyPassword(callerId(session), input.uuid, input.password, request.ip),
  );
  registerEndpoint(app, contracts.createOrder, ({ input, session, request }) => {
    // The portal's language at the time of the booking: the order's mails are written in it.
    const header = request.headers['accept-language'];
    return bookings.placeOrder(
      callerId(session),
      input.uuid,
      input.proof,
      input.cardId,
      header ? languageFrom(header) : undefined,
    );
  });
  registerEndpoint(app, contracts.finishBooking, ({ input, session }) =>
    bookings.finish(callerId(session), input),
  );
  registerEndpoint(app, contracts.cancelBooking, ({ input, session }) =>
    bookings.cancel(callerId(session), input.orderNo),
  );
  registerEndpoint(app, contracts.payBooking, ({ input, session }) =>
    bookings.payBooking(callerId(session), input.orderNo, { cardId: input.cardId, proof: input.proof }),
  );
  registerEndpoint(app, contracts.resendConfirmEmail, ({ input, session }) =>
    bookings.resendConfirmation(callerId(session), input.orderNo),
  );
};
