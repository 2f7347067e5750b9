import { formatLocalDateTime, legRoute } from '@portal/shared/bookings/format';
import { useTranslation } from '@portal/shared/i18n';
import type { ReactNode } from 'react';
import type { BookingDraft, ServiceDraft } from '../lib/drafts';
import { levelKey, serviceTypeKey, ticketTypeKey, transportModeKey } from '../lib/labels';
import { NAMESPACE } from '../namespace';
import styles from './booking-styles';
import { FeatureList, OfferPrice } from './offer-parts';

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
 * What has been chosen so far, as every later step shows it: the airport and service (step 1) and,
 * once saved, the flight and the service's details (step 2); `children` adds a step's own facts.
 */
export function BookingSummary({
  service,
  booking,
  children,
}: {
  service: ServiceDraft;
  booking?: BookingDraft | null;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { airport, serviceType, level, offer } = service;
  if (!airport || !serviceType || !level) return null;
  return (
    <section className={styles.summary} aria-labelledby="aa-summary">
      <h2 id="aa-summary" className={styles.summaryTitle}>
        {t('summary.title', { service: t(serviceTypeKey(serviceType)), level: t(levelKey(level)) })}
      </h2>
      <dl className={styles.facts}>
        <Fact label={t('summary.airport')}>
          {airport.name} ({airport.code})
        </Fact>
        {offer && (
          <Fact label={t('summary.price')}>
            <OfferPrice offer={offer} />
          </Fact>
        )}
        {offer && offer.features.length > 0 && (
          <Fact label={t('summary.includes')} wide>
            <FeatureList features={offer.features} />
          </Fact>
        )}
        {booking?.saved && (
          <>
            <Fact label={t('summary.flight')}>
              {booking.leg
                ? `${booking.leg.flightNumber}${booking.airlineName ? ` · ${booking.airlineName}` : ''}, ${legRoute(booking.leg)}`
                : booking.flightNumber}
            </Fact>
            <Fact label={t('summary.serviceTime')}>
              {booking.serviceAt && booking.timeZone
                ? formatLocalDateTime(booking.serviceAt, booking.timeZone, i18n.language)
                : `${booking.serviceDate} ${booking.serviceTime}`}
            </Fact>
            {booking.ticketType && (
              <Fact label={t('summary.ticketType')}>{t(ticketTypeKey(booking.ticketType))}</Fact>
            )}
            {booking.transportMode && (
              <Fact label={t('summary.transportMode')}>{t(transportModeKey(booking.transportMode))}</Fact>
            )}
            <Fact label={t('summary.passengers')}>{booking.passengers}</Fact>
            <Fact label={t('summary.luggage')}>{booking.luggage}</Fact>
          </>
        )}
        {children}
      </dl>
    </section>
  );
}
