import { useTranslation } from '@portal/shared/i18n';
import { TextField } from '@portal/shared/ui/fields';
import styles from './booking-page.module.css';

export type PassengerNameField = 'firstName' | 'lastName';

/**
 * One passenger's names in a booking wizard, the same for every service: a fieldset 'Passenger 2'
 * with First name and Last name side by side. Texts: `common:booking.passenger*`.
 */
export function PassengerNameFields({
  index,
  name,
  fieldId,
  autoFill,
  errorFor,
  onChange,
}: {
  /** The passenger's position (0 is the first). */
  index: number;
  name: { firstName: string; lastName: string };
  fieldId: (index: number, field: PassengerNameField) => string;
  /** The browser may fill in the user's own name (the first passenger, booking for themselves). */
  autoFill: boolean;
  errorFor: (index: number, field: PassengerNameField) => string | null | undefined;
  onChange: (index: number, patch: Partial<Record<PassengerNameField, string>>) => void;
}) {
  const { t } = useTranslation('screens');
  return (
    <fieldset className={styles.passenger}>
      <legend className={styles.legend}>{t('booking.passengerLegend', { number: index + 1 })}</legend>
      <div className={styles.nameRow}>
        <TextField
          id={fieldId(index, 'firstName')}
          label={t('booking.firstName')}
          autoComplete={autoFill ? 'given-name' : 'off'}
          maxLength={50}
          value={name.firstName}
          error={errorFor(index, 'firstName')}
          onChange={(event) => onChange(index, { firstName: event.target.value })}
          required
        />
        <TextField
          id={fieldId(index, 'lastName')}
          label={t('booking.lastName')}
          autoComplete={autoFill ? 'family-name' : 'off'}
          maxLength={50}
          value={name.lastName}
          error={errorFor(index, 'lastName')}
          onChange={(event) => onChange(index, { lastName: event.target.value })}
          required
        />
      </div>
    </fieldset>
  );
}
