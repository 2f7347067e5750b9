import { type TransportOrder, transportOrder, transportSpine } from '@portal/shared/contracts/transport';
import { callApi } from '@portal/shared/http';
import { bookingDetailModule } from '@portal/shared/remote';
import { TransportFields } from './components/transport-fields';
import { ORDER_NAMESPACE } from './namespace';

export { TransportFields };

/**
 * How the bookings pages of `mfe-account` show a Transport booking (decisions 0007 and 0008),
 * exposed as `mfe-transport/booking-detail`: its detail call `/order/limo-detail`, its own facts as
 * `<dl>` rows (trip, pick-up, flight, car, group, passenger, waiting time; for a quoted request the
 * way to accept and pay it) and its spine's cancel and resend. It has no voucher.
 */
export const bookingDetail = bookingDetailModule<TransportOrder>({
  namespace: ORDER_NAMESPACE,
  read: (orderNo, signal, options) =>
    callApi(transportOrder, { orderNo }, { signal, quiet: options?.quiet === true }),
  Fields: TransportFields,
  spine: transportSpine,
});
