import { formatLocalDateTime, legRoute } from '@portal/shared/bookings/format';
import { MeetDetailsRow } from '@portal/shared/bookings/meet-details-row';
import type { AirportAssistantOrder } from '@portal/shared/contracts/airport-assistant';
import { useTranslation } from '@portal/shared/i18n';
import { levelKey, serviceTypeKey, ticketTypeKey, transportModeKey } from '../lib/labels';
import { NAMESPACE } from '../namespace';
import styles from './assistant-fields.module.css';

/**
 * Airport Assistant's own facts of an order, as `<div><dt/><dd/></div>` rows of a `<dl>`; the
 * greeter once known (until then, that they are sent before the service).
 */
export function AssistantFields({ order }: { order: AirportAssistantOrder }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const contact = [order.contact.mobileNoPrefix, order.contact.mobileNo].filter(Boolean).join(' ');
  return (
    <>
      <div>
        <dt>{t('order.service')}</dt>
        <dd>
          {t(serviceTypeKey(order.serviceType))} · {t(levelKey(order.level))}
        </dd>
      </div>
      <div>
        <dt>{t('order.flight')}</dt>
        <dd>
          {order.flight.flightNumber}, {legRoute(order.flight)}
        </dd>
      </div>
      <div>
        <dt>{t('order.serviceTime')}</dt>
        <dd>{formatLocalDateTime(order.serviceAt, order.timeZone, i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('order.ticketType')}</dt>
        <dd>{t(ticketTypeKey(order.ticketType))}</dd>
      </div>
      <div>
        <dt>{t('order.transportMode')}</dt>
        <dd>{t(transportModeKey(order.transportMode))}</dd>
      </div>
      <div>
        <dt>{t('order.passengers', { count: order.passengers.length })}</dt>
        <dd>
          <ul className={styles.names}>
            {order.passengers.map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: passengers in booking order
              <li key={index}>
                {name.firstName} {name.lastName}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>{t('order.luggage')}</dt>
        <dd>{order.luggage}</dd>
      </div>
      <div>
        <dt>{t('order.welcomeSign')}</dt>
        <dd>{order.welcomeSign}</dd>
      </div>
      {order.travellerEmail && (
        <div>
          <dt>{t('order.travellerEmail')}</dt>
          <dd>{order.travellerEmail}</dd>
        </div>
      )}
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
      <MeetDetailsRow order={order} label={t('order.greeter')} pending={t('order.greeterPending')} />
    </>
  );
}
