import { BOOKING_SERVICES } from '@portal/shared/contracts';
import { useTranslation } from '@portal/shared/i18n';
import { buttonClassName } from '@portal/shared/ui';
import { Link } from 'react-router';
import { NAMESPACE } from '../../../namespace';
import { useOfferedServices } from '../api/use-offered-services';
import styles from '../bookings.module.css';
import { tabName } from '../lib/tab-query';

/**
 * A tab without bookings: says so for that tab, and offers to book each service the portal offers
 * (like the home tiles: its remote switched on and, where it depends on one, the programme's flag).
 */
export function EmptyBookings({ tab }: { tab: number }) {
  const { t } = useTranslation(NAMESPACE);
  const name = tabName(tab);
  const services = useOfferedServices();
  return (
    <section className={styles.empty} aria-labelledby="bookings-empty-title">
      <h2 id="bookings-empty-title" className={styles.emptyTitle}>
        {t(`bookings.empty.${name}.title`)}
      </h2>
      <p>{t(`bookings.empty.${name}.text`)}</p>
      <div className={styles.emptyActions}>
        {services.map((service) => (
          <Link
            key={service}
            to={BOOKING_SERVICES[service].entryPath}
            className={buttonClassName('secondary')}
          >
            {t(`bookings.empty.book.${service}`)}
          </Link>
        ))}
      </div>
    </section>
  );
}
