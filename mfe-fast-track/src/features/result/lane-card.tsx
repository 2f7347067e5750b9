import { formatMoney } from '@portal/shared/bookings/format';
import type { Lane } from '@portal/shared/contracts/fast-track';
import { useTranslation } from '@portal/shared/i18n';
import { Button } from '@portal/shared/ui';
import { NAMESPACE } from '../../namespace';
import styles from './result.module.css';

/** `00:00`–`24:00` is a lane that never closes. */
export const isOpenAllDay = (lane: Pick<Lane, 'opensAt' | 'closesAt'>) =>
  lane.opensAt === '00:00' && lane.closesAt === '24:00';

export interface LaneCardProps {
  lane: Lane;
  onBook: (lane: Lane) => void;
}

/** One lane of the result: where it is, when it is open, its price per passenger, and Book. */
export function LaneCard({ lane, onBook }: LaneCardProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const headingId = `lane-${lane.code}`;
  return (
    <article className={styles.lane} aria-labelledby={headingId}>
      <div className={styles.laneHeader}>
        <h2 id={headingId} className={styles.laneName}>
          {lane.name}, {lane.terminal}
        </h2>
        <p className={styles.price}>
          <span className={styles.priceAmount}>
            {formatMoney(lane.pricePerPassenger, lane.currency, i18n.language)}
          </span>{' '}
          <span className={styles.priceUnit}>{t('result.perPassenger')}</span>
        </p>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('result.where')}</dt>
          <dd>{lane.location}</dd>
        </div>
        <div>
          <dt>{t('result.hours')}</dt>
          <dd>
            {isOpenAllDay(lane)
              ? t('result.allDay')
              : t('result.hoursValue', { opensAt: lane.opensAt, closesAt: lane.closesAt })}
          </dd>
        </div>
        <div>
          <dt>{t('result.group')}</dt>
          <dd>{t('result.maxPassengers', { count: lane.maxPassengers })}</dd>
        </div>
      </dl>
      <div className={styles.laneActions}>
        <Button onClick={() => onBook(lane)}>
          {t('result.book')}
          <span className="ui-visually-hidden">
            {t('result.bookWhich', { lane: lane.name, terminal: lane.terminal })}
          </span>
        </Button>
      </div>
    </article>
  );
}
