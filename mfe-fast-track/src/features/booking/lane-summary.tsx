import { formatMoney } from '@portal/shared/bookings/format';
import { WizardSummary } from '@portal/shared/bookings/wizard-summary';
import { useTranslation } from '@portal/shared/i18n';
import type { ReactNode } from 'react';
import type { LaneSummary as Lane } from '../../lib/drafts';
import { NAMESPACE } from '../../namespace';

/** The lane being booked, as every step shows it; `children` adds the step's own facts. */
export function LaneSummary({ lane, children }: { lane: Lane; children?: ReactNode }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <WizardSummary
      headingId="fast-track-lane-summary"
      title={
        <>
          {lane.name}, {lane.terminal}
        </>
      }
    >
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
    </WizardSummary>
  );
}
