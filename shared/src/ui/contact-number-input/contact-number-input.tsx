import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { FieldFrame } from '../field-frame';
import {
  type AreaCodeOption,
  type ContactNumberValue,
  filterAreaCodes,
  prefixDisplay,
  prefixWidthChars,
  withAreaCode,
  withTypedPrefix,
} from './area-codes';
import styles from './contact-number-input.module.css';

/** The specification's throttle on typing into the country search. */
export const AREA_CODE_SEARCH_THROTTLE_MS = 1000;

export interface ContactNumberInputProps {
  /** Names the pair, e.g. "Mobile number". */
  legend: ReactNode;
  prefixLabel: string;
  numberLabel: string;
  value: ContactNumberValue;
  onChange: (value: ContactNumberValue) => void;
  /** Error text under the prefix box (e.g. 'This field is required.'). */
  prefixError?: string | null;
  /** Error text under the number box (e.g. 'Number is invalid.'). */
  numberError?: string | null;
  /** The whole area-code list, shown before the user types (`/area/code-list`). */
  loadAreaCodes: () => Promise<readonly AreaCodeOption[]>;
  /** Entries matching a keyword (`/area/country-list`); the loaded list is filtered when absent. */
  searchAreaCodes?: (keyword: string) => Promise<readonly AreaCodeOption[]>;
  /** Shown when a search finds nothing, e.g. "No countries found". */
  noResultsText: string;
  /** Base id: the boxes get `<id>-prefix` and `<id>-number`. */
  id?: string;
  disabled?: boolean;
  throttleMs?: number;
}

/**
 * A phone number as calling code and national number. The code box is a combobox over the
 * area-code list, searched by code or country-name start once typing pauses for the throttle;
 * ArrowUp/ArrowDown move in the list, Enter picks, Escape closes. The caller validates the pair
 * with the shared phone rule and passes the errors back.
 */
export function ContactNumberInput({
  legend,
  prefixLabel,
  numberLabel,
  value,
  onChange,
  prefixError,
  numberError,
  loadAreaCodes,
  searchAreaCodes,
  noResultsText,
  id,
  disabled,
  throttleMs = AREA_CODE_SEARCH_THROTTLE_MS,
}: ContactNumberInputProps) {
  const generated = useId();
  const baseId = id ?? `contact-${generated.replace(/:/g, '')}`;
  const listId = `${baseId}-list`;
  const [allCodes, setAllCodes] = useState<readonly AreaCodeOption[]>([]);
  const [options, setOptions] = useState<readonly AreaCodeOption[]>([]);
  const [text, setText] = useState(() => prefixDisplay(value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [searched, setSearched] = useState(false);
  const editing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingKeyword = useRef('');
  const searchSeq = useRef(0);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    loadAreaCodes().then(
      (list) => {
        if (!live) return;
        setAllCodes(list);
        setOptions((current) => (current.length === 0 ? list : current));
      },
      () => {
        // The list is a convenience: a typed calling code still works without it.
      },
    );
    return () => {
      live = false;
    };
  }, [loadAreaCodes]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // A value set from outside (a profile loaded, a draft restored) shows unless the user is typing.
  const shown = prefixDisplay(value);
  useEffect(() => {
    if (!editing.current) setText(shown);
  }, [shown]);

  const runSearch = useCallback(
    async (keyword: string) => {
      const seq = ++searchSeq.current;
      let found: readonly AreaCodeOption[];
      if (keyword.trim() === '') found = allCodes;
      else if (searchAreaCodes) {
        try {
          found = await searchAreaCodes(keyword.trim());
        } catch {
          found = filterAreaCodes(allCodes, keyword);
        }
      } else found = filterAreaCodes(allCodes, keyword);
      if (seq !== searchSeq.current) return;
      setOptions(found);
      setSearched(keyword.trim() !== '');
      setActive(found.length > 0 ? 0 : -1);
    },
    [allCodes, searchAreaCodes],
  );

  // Throttle: at most one search per period, always with the latest text when it runs.
  const scheduleSearch = (keyword: string) => {
    pendingKeyword.current = keyword;
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void runSearch(pendingKeyword.current);
    }, throttleMs);
  };

  useLayoutEffect(() => {
    if (!open || active < 0) return;
    const item = listRef.current?.children[active] as HTMLElement | undefined;
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const pick = (option: AreaCodeOption) => {
    const next = withAreaCode(value, option);
    editing.current = false;
    setText(prefixDisplay(next));
    setOpen(false);
    setActive(-1);
    onChange(next);
  };

  const commitTyped = () => {
    editing.current = false;
    setOpen(false);
    setActive(-1);
    if (text === shown) return;
    const next = withTypedPrefix(value, text, allCodes);
    setText(prefixDisplay(next));
    onChange(next);
  };

  const openList = () => {
    if (disabled) return;
    setOpen(true);
    if (active < 0 && options.length > 0) {
      const selected = options.findIndex(
        (item) => item.code === value.code && item.name === value.mobileCountry,
      );
      setActive(Math.max(selected, 0));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else if (options.length > 0) setActive((index) => (index + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else if (options.length > 0) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Enter': {
        const option = open && active >= 0 ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          pick(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        break;
      default:
        break;
    }
  };

  const activeOption = open && active >= 0 ? options[active] : undefined;
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      {/* The code box's width in characters (the CSS reads it): its chosen value, not what is being typed. */}
      <div className={styles.row} style={{ '--prefix-chars': prefixWidthChars(value) } as CSSProperties}>
        <FieldFrame label={prefixLabel} error={prefixError} id={`${baseId}-prefix`} className={styles.prefix}>
          {(control) => (
            <div className={styles.comboWrap}>
              <input
                {...control}
                type="text"
                role="combobox"
                autoComplete="off"
                spellCheck={false}
                aria-autocomplete="list"
                aria-expanded={open}
                aria-controls={listId}
                aria-activedescendant={activeOption ? optionId(active) : undefined}
                value={text}
                onChange={(event) => {
                  editing.current = true;
                  setText(event.target.value);
                  setOpen(true);
                  scheduleSearch(event.target.value);
                }}
                onClick={openList}
                onKeyDown={onKeyDown}
                onBlur={commitTyped}
              />
              <div
                ref={listRef}
                id={listId}
                role="listbox"
                aria-label={prefixLabel}
                className={styles.list}
                hidden={!open || options.length === 0}
              >
                {options.map((option, index) => (
                  <div
                    key={`${option.telabbr}-${option.code}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    tabIndex={-1}
                    className={styles.option}
                    // Keep focus in the box so its blur does not commit the typed text first.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(option)}
                    onKeyDown={(event) => {
                      // Focus stays in the box; this serves a screen reader that moved onto the option.
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        pick(option);
                      }
                    }}
                  >
                    <span>{option.name}</span>
                    <span className={styles.code}>+{option.code}</span>
                  </div>
                ))}
              </div>
              {open && searched && options.length === 0 && (
                <div role="status" className={styles.empty}>
                  {noResultsText}
                </div>
              )}
            </div>
          )}
        </FieldFrame>
        <FieldFrame label={numberLabel} error={numberError} id={`${baseId}-number`} className={styles.number}>
          {(control) => (
            <input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={value.mobileNo}
              onChange={(event) => onChange({ ...value, mobileNo: event.target.value })}
            />
          )}
        </FieldFrame>
      </div>
    </fieldset>
  );
}
