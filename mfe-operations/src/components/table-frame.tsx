import type { ReactNode } from 'react';
import styles from './console.module.css';

/**
 * A table's frame, which scrolls sideways when the table is wider than the screen (375 px). It is
 * a named region in the tab order, so a keyboard can scroll it too (axe:
 * scrollable-region-focusable); `label` is its table's caption.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
    <section className={styles.tableWrap} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
