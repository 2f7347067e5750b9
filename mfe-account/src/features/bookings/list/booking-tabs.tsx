import { BOOKING_TABS } from '@portal/shared/contracts/orders';
import { useTranslation } from '@portal/shared/i18n';
import { type KeyboardEvent, useRef } from 'react';
import { NAMESPACE } from '../../../namespace';
import styles from '../bookings.module.css';

export const tabId = (tab: number) => `bookings-tab-${tab}`;
export const PANEL_ID = 'bookings-panel';

export interface BookingTabsProps {
  selected: number;
  onSelect: (tab: number) => void;
  /** Unseen changes per tab (the header's Cancelled and Pending counts), shown as a small count. */
  unseen: Partial<Record<number, number>>;
}

/**
 * The four tabs as an ARIA tablist: one tab in the Tab order, arrow keys (and Home/End) move
 * between tabs and select them at once, since each shows its own page of bookings.
 */
export function BookingTabs({ selected, onSelect, unseen }: BookingTabsProps) {
  const { t } = useTranslation(NAMESPACE);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (tab: number) => {
    onSelect(tab);
    refs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = BOOKING_TABS.length - 1;
    const next: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  return (
    <div role="tablist" aria-label={t('bookings.tabs.label')} className={styles.tabs} onKeyDown={onKeyDown}>
      {BOOKING_TABS.map((name, tab) => {
        const isSelected = tab === selected;
        const count = unseen[tab] ?? 0;
        return (
          <button
            key={name}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={isSelected}
            aria-controls={isSelected ? PANEL_ID : undefined}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab)}
          >
            {t(`bookings.tabs.${name}`)}
            {count > 0 && ' '}
            {count > 0 && (
              <span className={styles.tabCount}>
                <span aria-hidden="true">{count}</span>
                <span className="ui-visually-hidden">{t('bookings.tabs.unseen', { count })}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
