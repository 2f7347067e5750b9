import { formatLocalDateTime } from '@portal/shared/bookings/format';
import { GreetingRows } from '@portal/shared/bookings/greeting-rows';
import { MeetDetailsRow } from '@portal/shared/bookings/meet-details-row';
import { PassengerNames } from '@portal/shared/bookings/passenger-names';
import { Fact, flightLine } from '@portal/shared/bookings/wizard-summary';
import type { AirportAssistantOrder } from '@portal/shared/contracts/airport-assistant';
import { useTranslation } from '@portal/shared/i18n';
import { levelKey, serviceTypeKey, ticketTypeKey, transportModeKey } from '../lib/labels';
import { NAMESPACE } from '../namespace';

/**
 * Airport Assistant's own facts of an order, as `<div><dt/><dd/></div>` rows of a `<dl>`; the
 * greeter once known (until then, that they are sent before the service).
 */
export function AssistantFields({ order }: { order: AirportAssistantOrder }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <>
      <Fact label={t('order.service')}>
        {t(serviceTypeKey(order.serviceType))} · {t(levelKey(order.level))}
      </Fact>
      <Fact label={t('order.flight')}>{flightLine(order.flight, null)}</Fact>
      <Fact label={t('order.serviceTime')}>
        {formatLocalDateTime(order.serviceAt, order.timeZone, i18n.language)}
      </Fact>
      <Fact label={t('order.ticketType')}>{t(ticketTypeKey(order.ticketType))}</Fact>
      <Fact label={t('order.transportMode')}>{t(transportModeKey(order.transportMode))}</Fact>
      <Fact label={t('order.passengers', { count: order.passengers.length })}>
        <PassengerNames names={order.passengers} />
      </Fact>
      <Fact label={t('order.luggage')}>{order.luggage}</Fact>
      <GreetingRows
        ns={NAMESPACE}
        textsKey="order"
        order={order}
        forOther={
          order.travellerEmail && <Fact label={t('order.travellerEmail')}>{order.travellerEmail}</Fact>
        }
      />
      <MeetDetailsRow order={order} label={t('order.greeter')} pending={t('order.greeterPending')} />
    </>
  );
}
