import { formatLocalDateTime, formatMoney, legRoute } from '@portal/shared/bookings/format';
import { useTranslation } from '@portal/shared/i18n';
import type { ReactNode } from 'react';
import type { BookingDraft, FlightDraft } from '../lib/drafts';
import { carTypeKey } from '../lib/labels';
import { ORDER_NAMESPACE } from '../namespace';
import styles from './booking-styles';

/** One fact of a summary: a `<div><dt/><dd/></div>` row of its `<dl>`. */
export function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? styles.wide : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The trip as every later step shows it: from, to, the pick-up in local time with its zone, the
 * flight, the group and (once chosen) the car; `children` adds a step's own facts.
 */
export function TripSummary({
  booking,
  flight,
  children,
}: {
  booking: BookingDraft;
  flight: FlightDraft | null;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation(ORDER_NAMESPACE);
  const { trip, car } = booking;
  return (
    <section className={styles.summary} aria-labelledby="ts-summary">
      <h2 id="ts-summary" className={styles.summaryTitle}>
        {t('summary.title')}
      </h2>
      <dl className={styles.facts}>
        <Fact label={t('summary.from')}>{booking.from?.name ?? ''}</Fact>
        <Fact label={t('summary.to')}>{booking.to?.name ?? ''}</Fact>
        <Fact label={t('summary.pickup')}>
          {trip
            ? formatLocalDateTime(trip.pickupAt, trip.timeZone, i18n.language)
            : `${booking.pickupDate} ${booking.pickupTime}`}
        </Fact>
        {flight?.leg && (
          <Fact label={t('summary.flight')}>
            {`${flight.leg.flightNumber}${flight.airlineName ? ` · ${flight.airlineName}` : ''}, ${legRoute(flight.leg)}`}
          </Fact>
        )}
        <Fact label={t('summary.passengers')}>
          {t('summary.group', { adults: booking.adults, children: booking.children })}
        </Fact>
        <Fact label={t('summary.luggage')}>{booking.luggage}</Fact>
        {trip && <Fact label={t('summary.distance')}>{t('summary.km', { count: trip.distanceKm })}</Fact>}
        {car && booking.carDone && (
          <Fact label={t('summary.car')}>
            {t(carTypeKey(car.carType))} · {formatMoney(car.price, car.currency, i18n.language)}
          </Fact>
        )}
        {children}
      </dl>
    </section>
  );
}
