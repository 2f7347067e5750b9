import { formatLocalDateTime, formatMoney } from '@portal/shared/bookings/format';
import { Fact, flightLine, WizardSummary } from '@portal/shared/bookings/wizard-summary';
import { useTranslation } from '@portal/shared/i18n';
import type { ReactNode } from 'react';
import type { BookingDraft, FlightDraft } from '../lib/drafts';
import { carTypeKey } from '../lib/labels';
import { ORDER_NAMESPACE } from '../namespace';

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
    <WizardSummary headingId="ts-summary" title={t('summary.title')}>
      <Fact label={t('summary.from')}>{booking.from?.name ?? ''}</Fact>
      <Fact label={t('summary.to')}>{booking.to?.name ?? ''}</Fact>
      <Fact label={t('summary.pickup')}>
        {trip
          ? formatLocalDateTime(trip.pickupAt, trip.timeZone, i18n.language)
          : `${booking.pickupDate} ${booking.pickupTime}`}
      </Fact>
      {flight?.leg && <Fact label={t('summary.flight')}>{flightLine(flight.leg, flight.airlineName)}</Fact>}
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
    </WizardSummary>
  );
}
