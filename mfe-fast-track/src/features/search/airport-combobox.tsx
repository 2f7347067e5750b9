import { TextField } from '@portal/shared/ui';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AirportChoice } from '../../lib/drafts';
import { NAMESPACE } from '../../namespace';
import { airportLabel, matchAirports } from './match-airports';
import styles from './search.module.css';

export interface AirportComboboxProps {
  id: string;
  value: AirportChoice | null;
  onChange: (airport: AirportChoice | null) => void;
  error?: string | null;
  /** Every airport with Fast Track; called when the field is first used. */
  loadAirports: () => Promise<readonly AirportChoice[]>;
}

type ListState =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'ready'; airports: readonly AirportChoice[] };

/** Only what an airport is made of, not the extra fields the API lists (`laneCount`). */
const choiceOf = ({ code, name, city, country, timeZone }: AirportChoice): AirportChoice => ({
  code,
  name,
  city,
  country,
  timeZone,
});

/**
 * The airport field: a combobox over the airports with Fast Track, searched by code, city or name
 * as the user types (ARIA 1.2 combobox with a listbox popup). ArrowUp/ArrowDown move through the
 * list, Enter picks, Escape closes; a typed code that names one airport is taken on leaving.
 */
export function AirportCombobox({ id, value, onChange, error, loadAirports }: AirportComboboxProps) {
  const { t } = useTranslation(NAMESPACE);
  const listId = `${id}-list`;
  const [list, setList] = useState<ListState>({ status: 'idle' });
  const [text, setText] = useState(() => (value ? airportLabel(value) : ''));
  // What the user typed since picking; the whole list shows while it is empty.
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const options = list.status === 'ready' ? matchAirports(list.airports, query) : [];

  const ensureLoaded = () => {
    if (list.status === 'ready' || list.status === 'loading') return;
    setList({ status: 'loading' });
    loadAirports().then(
      (airports) => live.current && setList({ status: 'ready', airports }),
      () => live.current && setList({ status: 'failed' }),
    );
  };

  useLayoutEffect(() => {
    if (!open || active < 0) return;
    const item = listRef.current?.children[active] as HTMLElement | undefined;
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const pick = (airport: AirportChoice) => {
    setText(airportLabel(airport));
    setQuery('');
    setOpen(false);
    setActive(-1);
    onChange(choiceOf(airport));
  };

  const openList = () => {
    ensureLoaded();
    setOpen(true);
    if (active < 0) setActive(Math.max(0, value ? options.findIndex((a) => a.code === value.code) : 0));
  };

  const move = (step: 1 | -1) => {
    if (!open) return openList();
    if (options.length === 0) return;
    setActive((index) => (index + step + options.length) % options.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open) {
      const option = options[active];
      // Enter on an open list picks; it must not also submit the search.
      event.preventDefault();
      if (option) pick(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const onBlur = () => {
    setOpen(false);
    setActive(-1);
    if (value) return;
    // "lhr" and leave: the one airport with that code is meant.
    const exact = options.filter((airport) => airport.code.toLowerCase() === query.trim().toLowerCase());
    if (exact.length === 1 && exact[0]) pick(exact[0]);
  };

  const activeOption = open && active >= 0 ? options[active] : undefined;
  const optionId = (index: number) => `${listId}-${index}`;
  const showList = open && options.length > 0;

  let status = '';
  if (open && list.status === 'loading') status = t('search.airportLoading');
  else if (open && list.status === 'failed') status = t('search.airportLoadFailed');
  else if (open && list.status === 'ready' && query.trim() !== '')
    status =
      options.length === 0
        ? t('search.airportNoResults')
        : t('search.airportCount', { count: options.length });

  return (
    <div className={styles.combo}>
      <TextField
        id={id}
        label={t('search.airport')}
        hint={t('search.airportHint')}
        error={error}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        value={text}
        onFocus={ensureLoaded}
        onClick={openList}
        onChange={(event) => {
          setText(event.target.value);
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
          ensureLoaded();
          if (value) onChange(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t('search.airport')}
        className={styles.list}
        hidden={!showList}
      >
        {options.map((airport, index) => (
          <div
            key={airport.code}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            className={styles.option}
            // Keep the focus in the field, so its blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(airport)}
            onKeyDown={(event) => {
              // The focus stays in the field; this serves a screen reader that moved onto the option.
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                pick(airport);
              }
            }}
          >
            <span className={styles.optionName}>{airportLabel(airport)}</span>
            <span className={styles.optionPlace}>
              {airport.city}, {airport.country}
            </span>
          </div>
        ))}
      </div>
      <p className={status && !showList ? styles.listMessage : 'ui-visually-hidden'} role="status">
        {status}
      </p>
    </div>
  );
}
