import {
  checkAvailable,
  fastTrackSpine,
  laneDetail,
  queryLanesByAirport,
  saveFastTrackDetails,
  saveFastTrackPassengers,
  subscribeTimes,
  trafficSites,
  voucherPdf,
} from '@portal/shared/contracts/fast-track';
import type { FastifyPluginAsync } from 'fastify';
import { languageFrom } from '../../lib/language';
import { registerBookingSpine } from '../bookings/register-booking-spine';
import { callerId, registerEndpoint } from '../endpoint';

/** Fast Track: `/cip/*` (the lane search is public); its order detail is `/order/cip-detail`. */
export const cipRoutes: FastifyPluginAsync = async (app) => {
  const fastTrack = app.services.fastTrack;
  registerEndpoint(app, trafficSites, async ({ input, request }) => ({
    sites: await fastTrack.sites(input.keyword, languageFrom(request.headers['accept-language'])),
  }));
  // Lane names, terminals and directions in the language the browser asks for.
  registerEndpoint(app, queryLanesByAirport, ({ input, session, request }) =>
    fastTrack.lanesAt(
      input.airportCode,
      input.direction,
      session?.userId ?? null,
      input.date,
      languageFrom(request.headers['accept-language']),
    ),
  );
  registerEndpoint(app, laneDetail, ({ input, session, request }) =>
    fastTrack.laneDetail(
      input.laneCode,
      callerId(session),
      input.date,
      languageFrom(request.headers['accept-language']),
    ),
  );
  registerEndpoint(app, subscribeTimes, ({ input }) => fastTrack.subscribeTimes(input.laneCode, input.date));
  registerEndpoint(app, checkAvailable, ({ input }) =>
    fastTrack.checkAvailable(input.laneCode, input.date, input.time, input.passengers),
  );
  registerEndpoint(app, saveFastTrackDetails, ({ input, session }) =>
    fastTrack.saveDetails(callerId(session), input),
  );
  registerEndpoint(app, saveFastTrackPassengers, ({ input, session }) =>
    fastTrack.savePassengers(callerId(session), input),
  );
  registerEndpoint(app, voucherPdf, async ({ input, session, request, reply }) => {
    const language = languageFrom(request.headers['accept-language']);
    const pdf = await fastTrack.voucher(callerId(session), input.orderNo, language);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${input.orderNo}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
  registerBookingSpine(app, fastTrackSpine, app.services.bookings.forService('fast_track'));
};
