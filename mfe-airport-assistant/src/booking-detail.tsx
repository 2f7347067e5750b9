import {
  type AirportAssistantOrder,
  airportAssistantOrder,
  airportAssistantSpine,
} from '@portal/shared/contracts/airport-assistant';
import { callApi } from '@portal/shared/http';
import { bookingDetailModule } from '@portal/shared/remote';
import { AssistantFields } from './components/assistant-fields';
import { NAMESPACE } from './namespace';

export { AssistantFields };

/**
 * How the bookings pages of `mfe-account` show an Airport Assistant booking (decision 0007),
 * exposed as `mfe-airport-assistant/booking-detail`: its detail call, its own facts as `<dl>` rows
 * (service and level, flight, local time, ticket, transport, passengers, luggage, welcome sign,
 * notes, contact number) and its spine's cancel and resend. It has no voucher.
 */
export const bookingDetail = bookingDetailModule<AirportAssistantOrder>({
  namespace: NAMESPACE,
  read: (orderNo, signal, options) =>
    callApi(airportAssistantOrder, { orderNo }, { signal, quiet: options?.quiet === true }),
  Fields: AssistantFields,
  spine: airportAssistantSpine,
});
