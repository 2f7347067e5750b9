import type { Slot } from '@portal/shared/contracts/fast-track';
import { useTranslation } from '@portal/shared/i18n';
import { useId } from 'react';
import { NAMESPACE } from '../../../namespace';
import styles from '../booking-styles';
import { groupSlots } from './slot-groups';

export interface SlotPickerProps {
  slots: readonly Slot[];
  value: string | null;
  onChange: (slot: Slot) => void;
  /** Where the times are local, e.g. "Local time at London Heathrow Airport (GMT+1)". */
  hint: string;
  error?: string | null;
}

/**
 * The day's time slots as one radio group, shown by part of the day (morning, afternoon, evening):
 * each with its local start and end and the seats left; a full slot, or one too soon to book, is
 * shown but cannot be chosen. The arrow keys move through the whole day.
 */
export function SlotPicker({ slots, value, onChange, hint, error }: SlotPickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const base = useId();
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const seatsText = (slot: Slot) => {
    if (slot.bookable) return t('booking.detail.seatsLeft', { count: slot.seatsLeft });
    return slot.seatsLeft === 0 ? t('booking.detail.full') : t('booking.detail.notBookable');
  };
  return (
    <fieldset className={styles.slots} aria-describedby={describedBy}>
      <legend className={styles.legend}>{t('booking.detail.slots')}</legend>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {groupSlots(slots).map((group) => (
        <fieldset key={group.part} className={styles.slotGroup}>
          <legend className={styles.slotGroupTitle}>{t(`booking.detail.partOfDay.${group.part}`)}</legend>
          <div className={styles.slotGrid}>
            {group.slots.map((slot) => (
              <label key={slot.time} className={styles.slot} data-disabled={slot.bookable ? undefined : true}>
                <input
                  type="radio"
                  name={`${base}-slot`}
                  value={slot.time}
                  checked={value === slot.time}
                  disabled={!slot.bookable}
                  // The error marks the choices that can be taken, so the focus lands on one of them.
                  aria-invalid={error && slot.bookable ? true : undefined}
                  aria-describedby={error && slot.bookable ? errorId : undefined}
                  onChange={() => onChange(slot)}
                />
                <span className={styles.slotTime}>
                  {t('booking.detail.slotTime', { time: slot.time, endTime: slot.endTime })}
                </span>
                <span className={styles.slotSeats}>{seatsText(slot)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
