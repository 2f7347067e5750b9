import { formatLocalDateTime } from '@portal/shared/bookings';
import type { FlightLeg as Leg } from '@portal/shared/contracts/flights';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../namespace';
import styles from './booking-styles';

/** "London (LHR) → New York (JFK)". */
export const legRoute = (leg: Leg) =>
  `${leg.departure.city} (${leg.departure.code}) → ${leg.arrival.city} (${leg.arrival.code})`;

/** The flight leg found for the trip: airline, route, and local times at each end with their zones. */
export function FlightLeg({ leg, airlineName }: { leg: Leg; airlineName: string | null }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const local = (point: Leg['departure']) => formatLocalDateTime(point.at, point.timeZone, i18n.language);
  return (
    <section className={styles.leg} aria-labelledby="ts-flight-leg">
      <h3 id="ts-flight-leg" className={styles.legTitle}>
        {t('details.legTitle', { flight: leg.flightNumber })}
        {airlineName ? ` · ${airlineName}` : ''}
      </h3>
      <p className={styles.legRoute}>{legRoute(leg)}</p>
      <dl className={styles.legTimes}>
        <div>
          <dt>{t('details.departs', { airport: leg.departure.name })}</dt>
          <dd>{local(leg.departure)}</dd>
        </div>
        <div>
          <dt>{t('details.arrives', { airport: leg.arrival.name })}</dt>
          <dd>{local(leg.arrival)}</dd>
        </div>
      </dl>
    </section>
  );
}
