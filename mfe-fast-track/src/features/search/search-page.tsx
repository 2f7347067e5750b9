import { localDateFromToday } from '@portal/shared/bookings';
import type { LaneDirection } from '@portal/shared/contracts/fast-track';
import { useFocusFirstError } from '@portal/shared/forms';
import { useTranslation } from '@portal/shared/i18n';
import { usePrerendering } from '@portal/shared/remote';
import { Button, PageTitle } from '@portal/shared/ui';
import { TextField } from '@portal/shared/ui/fields';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type AirportChoice, readCipCode, writeCipCode } from '../../lib/drafts';
import { resultPath } from '../../lib/search-query';
import { NAMESPACE } from '../../namespace';
import { AirportCombobox } from './airport-combobox';
import styles from './search.module.css';

// The list and its contract load when the airport field is first used, not with the page.
const loadAirports = () => import('./api/load-airports').then((module) => module.loadAirports());

const DIRECTIONS: readonly LaneDirection[] = ['departure', 'arrival'];

interface SearchErrors {
  airport?: string;
  date?: string;
}

/** The search as it was left (restored after a reload or on coming back), else tomorrow's departure. */
const initialSearch = () => {
  const saved = readCipCode();
  const tomorrow = localDateFromToday(1);
  return {
    airport: saved?.airport ?? null,
    // A date that has passed since is replaced, not shown as an error.
    date: saved && saved.date >= localDateFromToday(0) ? saved.date : tomorrow,
    direction: saved?.direction ?? ('departure' as LaneDirection),
  };
};

/** /fast-track/search (public): the airport, the date and the flight's direction. */
export function SearchPage() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const [initial] = useState(initialSearch);
  const [airport, setAirport] = useState<AirportChoice | null>(initial.airport);
  const [date, setDate] = useState(initial.date);
  const [direction, setDirection] = useState<LaneDirection>(initial.direction);
  const [errors, setErrors] = useState<SearchErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const today = localDateFromToday(0);
  // The prerendered page (issue 22) holds no date of the day it was built: the live page fills it.
  const prerendering = usePrerendering();

  // The choice is the `cipCode` draft: it survives a reload and prefills the search on coming back.
  useEffect(() => {
    if (airport) writeCipCode({ airport, date, direction, laneCode: null });
  }, [airport, date, direction]);

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
    navigate(resultPath({ airport: airport.code, date, direction }));
  };

  return (
    <div className={styles.page}>
      <PageTitle>{t('search.title')}</PageTitle>
      <p className={styles.intro}>{t('search.intro')}</p>
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
          <TextField
            id="fast-track-date"
            type="date"
            label={t('search.date')}
            hint={t('search.dateHint')}
            min={prerendering ? undefined : today}
            value={prerendering ? '' : date}
            error={errors.date}
            onChange={(event) => setDate(event.target.value)}
            required
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
    </div>
  );
}
