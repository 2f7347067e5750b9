import { formatLocalDateTime, legRoute } from '@portal/shared/bookings/format';
import { MeetDetailsRow } from '@portal/shared/bookings/meet-details-row';
import type { TransportOrder } from '@portal/shared/contracts/transport';
import { useTranslation } from '@portal/shared/i18n';
import { SERVICE_POLICY } from '@portal/shared/policy';
import { carTypeKey, requestReasonKey } from '../lib/labels';
import { ORDER_NAMESPACE } from '../namespace';
import { QuotationAccept } from './quotation-accept';
import styles from './transport-fields.module.css';

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
  const contact = [order.contact.mobileNoPrefix, order.contact.mobileNo].filter(Boolean).join(' ');
  const waiting =
    trip.direction === 'fromAirport'
      ? t('terms.waitingAirport', { minutes: SERVICE_POLICY.transport.arrivalWaitingMinutes })
      : t('terms.waitingOther', { minutes: SERVICE_POLICY.transport.otherWaitingMinutes });
  const quoted = offerQuotation && !order.isNormal && order.status === 'unpaid';
  return (
    <>
      <div>
        <dt>{t('order.from')}</dt>
        <dd>{trip.from.name}</dd>
      </div>
      <div>
        <dt>{t('order.to')}</dt>
        <dd>{trip.to.name}</dd>
      </div>
      <div>
        <dt>{t('order.pickup')}</dt>
        <dd>{formatLocalDateTime(order.serviceAt, order.timeZone, i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('order.flight')}</dt>
        <dd>
          {trip.leg.flightNumber}, {legRoute(trip.leg)}
        </dd>
      </div>
      <div>
        <dt>{t('order.car')}</dt>
        <dd>{order.carType ? t(carTypeKey(order.carType)) : t('order.carToBeQuoted')}</dd>
      </div>
      <div>
        <dt>{t('order.group')}</dt>
        <dd>
          {t('summary.group', { adults: order.adults, children: order.children })}
          {order.childSeat > 0 ? `, ${t('order.withChildSeat')}` : ''}
        </dd>
      </div>
      <div>
        <dt>{t('order.luggage')}</dt>
        <dd>{order.luggage}</dd>
      </div>
      <div>
        <dt>{t('order.distance')}</dt>
        <dd>{t('summary.km', { count: trip.distanceKm })}</dd>
      </div>
      <div>
        <dt>{t('order.passenger')}</dt>
        <dd>
          {order.passenger.firstName} {order.passenger.lastName} ({order.passenger.email})
        </dd>
      </div>
      <div>
        <dt>{t('order.welcomeSign')}</dt>
        <dd>{order.welcomeSign}</dd>
      </div>
      {order.notes.trim() !== '' && (
        <div>
          <dt>{t('order.notes')}</dt>
          <dd className={styles.notes}>{order.notes}</dd>
        </div>
      )}
      {contact && (
        <div>
          <dt>{t('order.contact')}</dt>
          <dd>{contact}</dd>
        </div>
      )}
      <div>
        <dt>{t('order.waiting')}</dt>
        <dd>{waiting}</dd>
      </div>
      <MeetDetailsRow
        order={order}
        label={t('order.driver')}
        pending={t('terms.driverDetails', { hours: SERVICE_POLICY.transport.driverDetailsHoursBefore })}
      />
      {order.request && (
        <div>
          <dt>{t('order.request')}</dt>
          <dd>
            {t(requestReasonKey(order.request.reason))}
            {order.request.note ? ` ${order.request.note}` : ''}
          </dd>
        </div>
      )}
      {quoted && (
        <div>
          <dt>{t('order.quotation')}</dt>
          <dd>
            <QuotationAccept order={order} />
          </dd>
        </div>
      )}
    </>
  );
}
