import { formatMoney } from '@portal/shared/bookings/format';
import { useTranslation } from '@portal/shared/i18n';
import type { ReactNode } from 'react';
import type { LaneSummary as Lane } from '../../lib/drafts';
import { NAMESPACE } from '../../namespace';
import styles from './booking-styles';

/** The lane being booked, as every step shows it; `children` adds the step's own facts. */
export function LaneSummary({ lane, children }: { lane: Lane; children?: ReactNode }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <section className={styles.summary} aria-labelledby="fast-track-lane-summary">
      <h2 id="fast-track-lane-summary" className={styles.summaryTitle}>
        {lane.name}, {lane.terminal}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('booking.lane.airport')}</dt>
          <dd>
            {lane.airportName} ({lane.airportCode})
          </dd>
        </div>
        <div>
          <dt>{t('booking.lane.where')}</dt>
          <dd>{lane.location}</dd>
        </div>
        <div>
          <dt>{t('booking.lane.price')}</dt>
          <dd>
            {t('booking.lane.priceValue', {
              price: formatMoney(lane.pricePerPassenger, lane.currency, i18n.language),
            })}
          </dd>
        </div>
        {children}
      </dl>
    </section>
  );
}

/** One more fact in a `LaneSummary`. */
export function SummaryFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
