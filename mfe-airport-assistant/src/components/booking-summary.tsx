import { formatLocalDateTime } from '@portal/shared/bookings/format';
import { Fact, flightLine, WizardSummary } from '@portal/shared/bookings/wizard-summary';
import { useTranslation } from '@portal/shared/i18n';
import type { ReactNode } from 'react';
import type { BookingDraft, ServiceDraft } from '../lib/drafts';
import { levelKey, serviceTypeKey, ticketTypeKey, transportModeKey } from '../lib/labels';
import { NAMESPACE } from '../namespace';
import { FeatureList, OfferPrice } from './offer-parts';

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
    <WizardSummary
      headingId="aa-summary"
      title={t('summary.title', { service: t(serviceTypeKey(serviceType)), level: t(levelKey(level)) })}
    >
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
            {booking.leg ? flightLine(booking.leg, booking.airlineName) : booking.flightNumber}
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
    </WizardSummary>
  );
}
