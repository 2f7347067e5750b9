import { type EndpointResult, orderMsg } from '@portal/shared/contracts';
import { airportAssistantOrder } from '@portal/shared/contracts/airport-assistant';
import { fastTrackOrder } from '@portal/shared/contracts/fast-track';
import { BOOKING_TABS, orderCalendar, orderList } from '@portal/shared/contracts/orders';
import { transportOrder } from '@portal/shared/contracts/transport';
import type { FastifyPluginAsync } from 'fastify';
import { languageFrom } from '../../lib/language';
import type { OrderPage } from '../../services/bookings/bookings-area';
import { callerId, registerEndpoint } from '../endpoint';

export const orderRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint<typeof orderMsg, EndpointResult<typeof orderMsg>>(
    app,
    orderMsg,
    ({ preloaded }) => preloaded,
    { loadWithSession: (services, tokenHash) => services.orderMessages.countsForSession(tokenHash) },
  );
  registerEndpoint(app, fastTrackOrder, ({ input, session, request }) =>
    app.services.fastTrack.order(
      callerId(session),
      input.orderNo,
      languageFrom(request.headers['accept-language']),
    ),
  );
  registerEndpoint(app, airportAssistantOrder, ({ input, session, request }) =>
    app.services.airportAssistant.order(
      callerId(session),
      input.orderNo,
      languageFrom(request.headers['accept-language']),
    ),
  );
  registerEndpoint(app, transportOrder, ({ input, session }) =>
    app.services.transport.order(callerId(session), input.orderNo),
  );
  // The session check, the page, the tab's total and marking it seen: one statement.
  registerEndpoint<typeof orderList, OrderPage>(
    app,
    orderList,
    ({ preloaded, request }) => ({
      ...preloaded,
      items: app.services.bookings.placesIn(
        preloaded.items,
        languageFrom(request.headers['accept-language']),
      ),
    }),
    {
      loadWithSessionAndInput: (services, tokenHash, input) =>
        services.bookingsArea.listForSession(
          tokenHash,
          BOOKING_TABS[input.tab] ?? 'upcoming',
          input.page,
          input.pageSize,
        ),
    },
  );
  registerEndpoint(app, orderCalendar, async ({ input, session, request, reply }) => {
    const language = languageFrom(request.headers['accept-language']);
    const ics = await app.services.bookings.calendar(callerId(session), input.orderNo, language);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${input.orderNo}.ics"`)
      .send(ics);
  });
};
