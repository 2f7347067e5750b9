import { TextField } from '@portal/shared/ui/fields';
import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styles from './combobox.module.css';

/** Case- and accent-insensitive form of a text, for matching what a user types. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/**
 * The options a typed text names, best first. `fields` gives each option's searchable texts in order
 * of weight (e.g. code, city, name, country): an exact field beats a field that starts with the
 * text, which beats one that contains it, and an earlier field beats a later one at the same
 * strength. Ties, and the whole list for an empty text, are sorted by `sortText`.
 */
export const matchOptions = <T,>(
  options: readonly T[],
  text: string,
  fields: (option: T) => readonly string[],
  sortText: (option: T) => string,
): T[] => {
  const needle = foldText(text);
  const byText = (a: T, b: T) => sortText(a).localeCompare(sortText(b));
  if (needle === '') return [...options].sort(byText);
  const rank = (option: T): number => {
    let best = -1;
    fields(option).forEach((field, index) => {
      const folded = foldText(field);
      const strength =
        folded === needle ? 0 : folded.startsWith(needle) ? 1 : folded.includes(needle) ? 2 : -1;
      if (strength < 0) return;
      // Strength first, then the field's weight.
      const score = strength * 100 + index;
      if (best < 0 || score < best) best = score;
    });
    return best;
  };
  return options
    .map((option) => ({ option, score: rank(option) }))
    .filter((entry) => entry.score >= 0)
    .sort((a, b) => a.score - b.score || byText(a.option, b.option))
    .map((entry) => entry.option);
};

export interface ComboboxTexts {
  /** While the options load, e.g. "Loading airports…". */
  loading: string;
  loadFailed: string;
  /** A typed text that matches nothing. */
  noResults: string;
  /** How many options match, e.g. "3 airports found". */
  count: (count: number) => string;
}

export interface ComboboxProps<T> {
  id: string;
  /** Names the field and its list. */
  label: string;
  hint?: ReactNode;
  error?: string | null;
  value: T | null;
  /** A picked option, or null once the user edits the text of a picked one. */
  onChange: (option: T | null) => void;
  /** Every option; called when the field is first used (and again after a failure). Not with `search`. */
  loadOptions?: () => Promise<readonly T[]>;
  /** The options a typed text matches, best first (`matchOptions` does it by fields). Not with `search`. */
  filterOptions?: (options: readonly T[], text: string) => readonly T[];
  /**
   * Instead of one list searched in the browser: asks the server for the options of a typed text
   * (best first), `delayMs` after the last keystroke and from `minLength` characters; an older
   * question is cancelled. `texts.loading` shows only once an answer takes longer than `slowMs`.
   */
  search?: {
    find: (text: string, signal: AbortSignal) => Promise<readonly T[]>;
    minLength?: number;
    delayMs?: number;
    slowMs?: number;
  };
  optionKey: (option: T) => string;
  /** The option as the field shows it once picked, and the option's first line. */
  optionLabel: (option: T) => string;
  /** A second, quieter line of an option (e.g. the city and country). */
  optionDetail?: (option: T) => ReactNode;
  /** The one option a typed text names exactly (e.g. "lhr"), taken when the field is left. */
  exactOption?: (options: readonly T[], text: string) => T | null;
  texts: ComboboxTexts;
  required?: boolean;
}

type ListState<T> = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; options: readonly T[] };

/**
 * A text field that searches a list as the user types (ARIA 1.2 combobox with a listbox popup):
 * ArrowUp/ArrowDown move through the matches, Enter picks, Escape closes, a click picks; the list
 * loads when the field is first used. Texts come as props, like the rest of the kit.
 */
export function Combobox<T>({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  loadOptions,
  filterOptions,
  optionKey,
  optionLabel,
  optionDetail,
  exactOption,
  texts,
  required,
  search,
}: ComboboxProps<T>) {
  const listId = `${id}-list`;
  const [list, setList] = useState<ListState<T>>({ status: 'idle' });
  const [text, setText] = useState(() => (value ? optionLabel(value) : ''));
  // What the user typed since picking; every option shows while it is empty.
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

  // A value set from outside (a restored draft) shows in the field.
  const valueKey = value ? optionKey(value) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the chosen option's identity only
  useEffect(() => {
    if (value) setText(optionLabel(value));
  }, [valueKey]);

  const searched = useServerSearch(search, query, setList);
  const options =
    list.status !== 'ready'
      ? []
      : search || !filterOptions
        ? list.options
        : filterOptions(list.options, query);

  const ensureLoaded = () => {
    if (!loadOptions || list.status === 'ready' || list.status === 'loading') return;
    setList({ status: 'loading' });
    loadOptions().then(
      (loaded) => live.current && setList({ status: 'ready', options: loaded }),
      () => live.current && setList({ status: 'failed' }),
    );
  };

  useLayoutEffect(() => {
    if (!open || active < 0) return;
    const item = listRef.current?.children[active] as HTMLElement | undefined;
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const pick = (option: T) => {
    setText(optionLabel(option));
    setQuery('');
    setOpen(false);
    setActive(-1);
    onChange(option);
  };

  const openList = () => {
    ensureLoaded();
    setOpen(true);
    if (active < 0) {
      const chosen = value ? options.findIndex((option) => optionKey(option) === valueKey) : 0;
      setActive(Math.max(0, chosen));
    }
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
      // Enter on an open list picks; it must not also submit the form.
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
    if (value || !exactOption || list.status !== 'ready' || query.trim() === '') return;
    const exact = exactOption(list.options, query);
    if (exact) pick(exact);
  };

  const activeOption = open && active >= 0 ? options[active] : undefined;
  const optionId = (index: number) => `${listId}-${index}`;
  const showList = open && options.length > 0;

  let status = '';
  if (open && list.status === 'loading') status = search && !searched.slow ? '' : texts.loading;
  else if (open && list.status === 'failed') status = texts.loadFailed;
  else if (open && list.status === 'ready' && query.trim() !== '')
    status = options.length === 0 ? texts.noResults : texts.count(options.length);

  return (
    <div className={styles.combo}>
      <TextField
        id={id}
        label={label}
        hint={hint}
        error={error}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        required={required}
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
        aria-label={label}
        className={styles.list}
        hidden={!showList}
      >
        {options.map((option, index) => (
          <div
            key={optionKey(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            className={styles.option}
            // Keep the focus in the field, so its blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
            onKeyDown={(event) => {
              // The focus stays in the field; this serves a screen reader that moved onto the option.
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                pick(option);
              }
            }}
          >
            <span className={styles.optionLabel}>{optionLabel(option)}</span>
            {optionDetail && <span className={styles.optionDetail}>{optionDetail(option)}</span>}
          </div>
        ))}
      </div>
      <p className={status && !showList ? styles.listMessage : 'ui-visually-hidden'} role="status">
        {status}
      </p>
    </div>
  );
}

type SearchOption<T> = NonNullable<ComboboxProps<T>['search']>;

/** The server search of a typed text (debounced, the older question cancelled); whether it is slow. */
function useServerSearch<T>(
  search: SearchOption<T> | undefined,
  query: string,
  setList: (state: ListState<T>) => void,
) {
  const [slow, setSlow] = useState(false);
  const searchRef = useRef(search);
  searchRef.current = search;
  const active = search !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again when the typed text changes
  useEffect(() => {
    const current = searchRef.current;
    if (!current) return;
    const text = query.trim();
    setSlow(false);
    if (text.length < (current.minLength ?? 2)) {
      setList({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    let slowTimer: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      setList({ status: 'loading' });
      slowTimer = setTimeout(() => setSlow(true), current.slowMs ?? 1000);
      current.find(text, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          clearTimeout(slowTimer);
          setSlow(false);
          setList({ status: 'ready', options: found });
        },
        () => {
          if (controller.signal.aborted) return;
          clearTimeout(slowTimer);
          setSlow(false);
          setList({ status: 'failed' });
        },
      );
    }, current.delayMs ?? 250);
    return () => {
      controller.abort();
      clearTimeout(timer);
      clearTimeout(slowTimer);
    };
  }, [query, active]);
  return { slow };
}
