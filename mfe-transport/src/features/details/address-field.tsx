import { Combobox } from '@portal/shared/forms';
import { useTranslation } from '@portal/shared/i18n';
import type { PlaceChoice } from '../../lib/drafts';
import { placeKindKey } from '../../lib/labels';
import { NAMESPACE } from '../../namespace';

// The contracts (and zod) load with the first address typed, not with the page (decision 0004).
const calls = () => import('./api/details-calls');
const findPlaces = (text: string, signal: AbortSignal) =>
  calls().then((module) => module.searchPlaces(text, signal));

/** Searched from 2 letters, 250 ms after the last one; "Searching…" only when an answer is slow. */
const SEARCH = { find: findPlaces, minLength: 2, delayMs: 250, slowMs: 1000 };

/** A From or To address, searched in the gazetteer as the user types (`/maps/search`). */
export function AddressField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: PlaceChoice | null;
  error?: string | null;
  onChange: (place: PlaceChoice | null) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Combobox<PlaceChoice>
      id={id}
      label={label}
      hint={t('details.addressHint')}
      error={error}
      value={value}
      onChange={onChange}
      search={SEARCH}
      optionKey={(place) => place.id}
      optionLabel={(place) => place.name}
      optionDetail={(place) => `${t(placeKindKey(place.kind))} · ${place.address}`}
      texts={{
        loading: t('details.addressSearching'),
        loadFailed: t('details.addressFailed'),
        noResults: t('details.addressNoResults'),
        count: (count) => t('details.addressCount', { count }),
      }}
      required
    />
  );
}
