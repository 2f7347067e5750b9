import { Combobox } from '@portal/shared/forms';
import { useTranslation } from '@portal/shared/i18n';
import type { AirportChoice } from '../lib/drafts';
import { airportLabel, matchAirports } from '../lib/match-airports';
import { NAMESPACE } from '../namespace';

export interface AirportComboboxProps {
  id: string;
  value: AirportChoice | null;
  onChange: (airport: AirportChoice | null) => void;
  error?: string | null;
  /** Every airport with Fast Track; called when the field is first used. */
  loadAirports: () => Promise<readonly AirportChoice[]>;
}

/** Only what an airport is made of, not the extra fields the API lists (`laneCount`). */
const choiceOf = ({ code, name, city, country, timeZone }: AirportChoice): AirportChoice => ({
  code,
  name,
  city,
  country,
  timeZone,
});

/** "lhr" and leave: the one airport with that code is meant. */
const exactAirport = (airports: readonly AirportChoice[], text: string): AirportChoice | null => {
  const code = text.trim().toLowerCase();
  const exact = airports.filter((airport) => airport.code.toLowerCase() === code);
  return exact.length === 1 ? (exact[0] ?? null) : null;
};

/**
 * The airport field: the shared `Combobox` over the airports with Fast Track, searched by code,
 * city or name as the user types (`matchAirports`); a typed code that names one airport is taken
 * on leaving.
 */
export function AirportCombobox({ id, value, onChange, error, loadAirports }: AirportComboboxProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Combobox<AirportChoice>
      id={id}
      label={t('search.airport')}
      hint={t('search.airportHint')}
      error={error}
      value={value}
      onChange={(airport) => onChange(airport ? choiceOf(airport) : null)}
      loadOptions={loadAirports}
      filterOptions={matchAirports}
      optionKey={(airport) => airport.code}
      optionLabel={airportLabel}
      optionDetail={(airport) => `${airport.city}, ${airport.country}`}
      exactOption={exactAirport}
      texts={{
        loading: t('search.airportLoading'),
        loadFailed: t('search.airportLoadFailed'),
        noResults: t('search.airportNoResults'),
        count: (count) => t('search.airportCount', { count }),
      }}
    />
  );
}
