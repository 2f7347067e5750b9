import type { FlightLeg as Leg } from '@portal/shared/contracts/flights';
import { useTranslation } from '@portal/shared/i18n';
import { Button } from '@portal/shared/ui';
import { TextField } from '@portal/shared/ui/fields';
import styles from './booking-page.module.css';
import type { FlightFields } from './draft-readers';
import { FlightLeg } from './flight-leg';
import { FlightNumberField } from './flight-number-field';

export type FlightField = 'flightNumber' | 'flightDate';

/**
 * "Find your flight" in a booking wizard's form, the same for every service that needs one: the
 * flight number and date, a Find flight button, and a live region that shows the leg once found.
 * The page keeps the values, checks them and looks the flight up. Texts: `common:booking.flight.*`.
 */
export function FlightFinder({
  idPrefix,
  value,
  leg,
  errorFor,
  onChange,
  onFind,
  finding,
}: {
  /** Makes the fields' ids: `${idPrefix}-flight-number`, `${idPrefix}-flight-date`. */
  idPrefix: string;
  /** The flight as the draft keeps it: the values shown, and the airline of the leg found. */
  value: Pick<FlightFields, 'flightNumber' | 'flightDate' | 'airlineName'>;
  /** The leg found for the values shown, or null. */
  leg: Leg | null;
  /** Each field's error text, already translated. */
  errorFor: (field: FlightField) => string | null | undefined;
  /** A field was changed: the new value, and the field whose error it answers. */
  onChange: (patch: Partial<Record<FlightField, string>>, fields: FlightField[]) => void;
  onFind: () => void;
  /** The flight is being looked up (the button shows it). */
  finding: boolean;
}) {
  const { t } = useTranslation('screens');
  return (
    <>
      <div className={styles.flightFields}>
        <FlightNumberField
          id={`${idPrefix}-flight-number`}
          label={t('booking.flight.flightNumber')}
          hint={t('booking.flight.flightNumberHint')}
          value={value.flightNumber}
          error={errorFor('flightNumber')}
          onChange={(flightNumber) => onChange({ flightNumber }, ['flightNumber'])}
        />
        <TextField
          id={`${idPrefix}-flight-date`}
          type="date"
          label={t('booking.flight.flightDate')}
          hint={t('booking.flight.flightDateHint')}
          value={value.flightDate}
          error={errorFor('flightDate')}
          onChange={(event) => onChange({ flightDate: event.target.value }, ['flightDate'])}
          required
        />
      </div>
      <div className={styles.flightActions}>
        <Button variant="secondary" onClick={onFind} loading={finding}>
          {t('booking.flight.findFlight')}
        </Button>
      </div>
      <div aria-live="polite">{leg && <FlightLeg leg={leg} airlineName={value.airlineName} />}</div>
    </>
  );
}
