import { formatLocalDateTime } from '@portal/shared/bookings/format';
import type { OrderSummary } from '@portal/shared/contracts/bookings';
import { useTranslation } from '@portal/shared/i18n';
import type { ReactNode } from 'react';
import { NAMESPACE } from '../../../namespace';
import styles from '../bookings.module.css';
import { placeKey, serviceNameKey } from '../lib/service-names';

/**
 * What every booking shows, whatever its service (the list's summary): the service, the airport,
 * the place and the local time with the zone; a service's own facts follow as `children`.
 */
export function BookingFacts({ summary, children }: { summary: OrderSummary; children?: ReactNode }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('bookings.fields.service')}</dt>
        <dd>{t(serviceNameKey(summary.type))}</dd>
      </div>
      <div>
        <dt>{t('bookings.fields.airport')}</dt>
        <dd>
          {summary.airportName} ({summary.airportCode})
        </dd>
      </div>
      <div>
        <dt>{t(placeKey(summary.type))}</dt>
        <dd>{summary.place}</dd>
      </div>
      <div>
        <dt>{t('bookings.fields.when')}</dt>
        <dd>{formatLocalDateTime(summary.serviceAt, summary.timeZone, i18n.language)}</dd>
      </div>
      {children}
    </dl>
  );
}
