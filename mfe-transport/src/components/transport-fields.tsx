import { formatLocalDateTime } from '@portal/shared/bookings/format';
import { GreetingRows } from '@portal/shared/bookings/greeting-rows';
import { MeetDetailsRow } from '@portal/shared/bookings/meet-details-row';
import { Fact, flightLine } from '@portal/shared/bookings/wizard-summary';
import type { TransportOrder } from '@portal/shared/contracts/transport';
import { useTranslation } from '@portal/shared/i18n';
import { SERVICE_POLICY } from '@portal/shared/policy';
import { carTypeKey, requestReasonKey } from '../lib/labels';
import { ORDER_NAMESPACE } from '../namespace';
import { QuotationAccept } from './quotation-accept';

/**
 * Transport's own facts of an order, as `<div><dt/><dd/></div>` rows of a `<dl>`: the trip, the
 * pick-up in local time with the zone, the flight, the car, the group, the passenger, the free
 * waiting time, the driver and the car once known (until then, when they are sent); for a quoted
 * request not yet paid, its deadline and the way to accept and pay it.
 */
export function TransportFields({
  order,
  offerQuotation = true,
}: {
  order: TransportOrder;
  /** False on the quotation's own page, which is where Accept and pay leads. */
  offerQuotation?: boolean;
}) {
  const { t, i18n } = useTranslation(ORDER_NAMESPACE);
  const { trip } = order;
  const waiting =
    trip.direction === 'fromAirport'
      ? t('terms.waitingAirport', { minutes: SERVICE_POLICY.transport.arrivalWaitingMinutes })
      : t('terms.waitingOther', { minutes: SERVICE_POLICY.transport.otherWaitingMinutes });
  const quoted = offerQuotation && !order.isNormal && order.status === 'unpaid';
  return (
    <>
      <Fact label={t('order.from')}>{trip.from.name}</Fact>
      <Fact label={t('order.to')}>{trip.to.name}</Fact>
      <Fact label={t('order.pickup')}>
        {formatLocalDateTime(order.serviceAt, order.timeZone, i18n.language)}
      </Fact>
      <Fact label={t('order.flight')}>{flightLine(trip.leg, null)}</Fact>
      <Fact label={t('order.car')}>
        {order.carType ? t(carTypeKey(order.carType)) : t('order.carToBeQuoted')}
      </Fact>
      <Fact label={t('order.group')}>
        {t('summary.group', { adults: order.adults, children: order.children })}
        {order.childSeat > 0 ? `, ${t('order.withChildSeat')}` : ''}
      </Fact>
      <Fact label={t('order.luggage')}>{order.luggage}</Fact>
      <Fact label={t('order.distance')}>{t('summary.km', { count: trip.distanceKm })}</Fact>
      <Fact label={t('order.passenger')}>
        {order.passenger.firstName} {order.passenger.lastName} ({order.passenger.email})
      </Fact>
      <GreetingRows ns={ORDER_NAMESPACE} textsKey="order" order={order} />
      <Fact label={t('order.waiting')}>{waiting}</Fact>
      <MeetDetailsRow
        order={order}
        label={t('order.driver')}
        pending={t('terms.driverDetails', { hours: SERVICE_POLICY.transport.driverDetailsHoursBefore })}
      />
      {order.request && (
        <Fact label={t('order.request')}>
          {t(requestReasonKey(order.request.reason))}
          {order.request.note ? ` ${order.request.note}` : ''}
        </Fact>
      )}
      {order.request?.declineReason && <Fact label={t('order.declined')}>{order.request.declineReason}</Fact>}
      {quoted && (
        <Fact label={t('order.quotation')}>
          <QuotationAccept order={order} />
        </Fact>
      )}
    </>
  );
}
