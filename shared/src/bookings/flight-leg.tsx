import type { FlightLeg as Leg } from '@portal/shared/contracts/flights';
import { useTranslation } from '@portal/shared/i18n';
import { useId } from 'react';
import styles from './booking-page.module.css';
import { formatLocalDateTime, legRoute } from './format';

/**
 * A flight leg found for a booking: airline, route, and local times at each end with their zones; a
 * region named by its heading 'Flight BA 117 · British Airways'. Texts: `common:booking.flight.*`.
 */
export function FlightLeg({ leg, airlineName }: { leg: Leg; airlineName: string | null }) {
  const { t, i18n } = useTranslation('screens');
  const headingId = useId();
  const local = (point: Leg['departure']) => formatLocalDateTime(point.at, point.timeZone, i18n.language);
  return (
    <section className={styles.leg} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.legTitle}>
        {t('booking.flight.legTitle', { flight: leg.flightNumber })}
        {airlineName ? ` · ${airlineName}` : ''}
      </h3>
      <p className={styles.legRoute}>{legRoute(leg)}</p>
      <dl className={styles.legTimes}>
        <div>
          <dt>{t('booking.flight.departs', { airport: leg.departure.name })}</dt>
          <dd>{local(leg.departure)}</dd>
        </div>
        <div>
          <dt>{t('booking.flight.arrives', { airport: leg.arrival.name })}</dt>
          <dd>{local(leg.arrival)}</dd>
        </div>
      </dl>
    </section>
  );
}
