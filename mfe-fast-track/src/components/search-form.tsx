import { localDateFromToday } from '@portal/shared/bookings/local-date';
import { LocalDateField } from '@portal/shared/bookings/local-date-time-fields';
import type { LaneDirection } from '@portal/shared/contracts/fast-track';
import { useFocusFirstError } from '@portal/shared/forms';
import { useTranslation } from '@portal/shared/i18n';
import { usePrerendering } from '@portal/shared/remote';
import { Button } from '@portal/shared/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { AirportChoice } from '../lib/drafts';
import type { LaneSearch } from '../lib/search-query';
import { NAMESPACE } from '../namespace';
import { AirportCombobox } from './airport-combobox';
import styles from './search-form.module.css';

const DIRECTIONS: readonly LaneDirection[] = ['departure', 'arrival'];

interface SearchErrors {
  airport?: string;
  date?: string;
}

/** What the form holds once an airport is chosen. */
export interface SearchChoice {
  airport: AirportChoice;
  date: string;
  direction: LaneDirection;
}

export interface SearchFormProps {
  initial: { airport: AirportChoice | null; date: string; direction: LaneDirection };
  /** Every airport with Fast Track; called when the field is first used (or for `presetAirport`). */
  loadAirports: () => Promise<readonly AirportChoice[]>;
  /** A valid search was submitted. */
  onSearch: (search: LaneSearch) => void;
  /** The choice changed (an airport is chosen): the portal keeps it as the `cipCode` draft. */
  onChoice?: (choice: SearchChoice) => void;
  /**
   * An airport code to start with when no airport is chosen (an issuer's page names one): chosen
   * once the list has loaded, if the list has it.
   */
  presetAirport?: string | null;
}

/** The Fast Track search (airport, date, the flight's direction) of the search page and the widget. */
export function SearchForm({ initial, loadAirports, onSearch, onChoice, presetAirport }: SearchFormProps) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const [airport, setAirport] = useState<AirportChoice | null>(initial.airport);
  const [date, setDate] = useState(initial.date);
  // The prerendered page (issue 22) holds no date of the day it was built: the live page fills it.
  const prerendering = usePrerendering();
  const [direction, setDirection] = useState<LaneDirection>(initial.direction);
  const [errors, setErrors] = useState<SearchErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const today = localDateFromToday(0);

  useEffect(() => {
    if (airport) onChoice?.({ airport, date, direction });
  }, [airport, date, direction, onChoice]);

  const preset = initial.airport ? null : (presetAirport?.toUpperCase() ?? null);
  useEffect(() => {
    if (!preset) return;
    let live = true;
    loadAirports().then(
      (airports) => {
        const found = airports.find((candidate) => candidate.code === preset);
        if (live && found) setAirport((current) => current ?? found);
      },
      // The field says so when the user opens it (and asks again).
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [preset, loadAirports]);

  const validate = (): SearchErrors => {
    const found: SearchErrors = {};
    if (!airport) found.airport = t('search.airportRequired');
    if (!date) found.date = t('common:validation.required');
    else if (date < today) found.date = t('search.datePast');
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (!airport || found.airport || found.date) {
      focusFirstError();
      return;
    }
    onSearch({ airport: airport.code, date, direction });
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('search.formLabel')}
    >
      <AirportCombobox
        id="fast-track-airport"
        value={airport}
        onChange={(next) => {
          setAirport(next);
          if (next) setErrors((current) => ({ ...current, airport: undefined }));
        }}
        error={errors.airport}
        loadAirports={loadAirports}
      />
      <div className={styles.row}>
        <LocalDateField
          id="fast-track-date"
          label={t('search.date')}
          hint={t('search.dateHint')}
          min={prerendering ? undefined : today}
          value={prerendering ? '' : date}
          error={errors.date}
          onChange={setDate}
        />
        <fieldset className={styles.directions}>
          <legend className={styles.legend}>{t('search.direction')}</legend>
          <div className={styles.segments}>
            {DIRECTIONS.map((option) => (
              <label key={option} className={styles.segment}>
                <input
                  type="radio"
                  name="direction"
                  value={option}
                  checked={direction === option}
                  onChange={() => setDirection(option)}
                />
                <span>{t(`search.directions.${option}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className={styles.actions}>
        <Button type="submit">{t('search.submit')}</Button>
      </div>
    </form>
  );
}
