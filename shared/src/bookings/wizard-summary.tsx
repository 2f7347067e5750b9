import type { FlightLeg } from '@portal/shared/contracts/flights';
import type { ReactNode } from 'react';
import styles from './booking-page.module.css';
import { legRoute } from './format';

/** One fact of a summary: a `<div><dt/><dd/></div>` row of its `<dl>`; `wide` takes the whole row. */
export function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? styles.wide : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What a wizard's booking holds so far, as its later steps show it: the section titled `title`
 * (its heading `headingId`) and the list of its facts (`children`, `Fact` rows).
 */
export function WizardSummary({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.summaryTitle}>
        {title}
      </h2>
      <dl className={styles.facts}>{children}</dl>
    </section>
  );
}

/** The flight as a summary names it: `BA 117 · British Airways, London (LHR) → New York (JFK)`. */
export const flightLine = (leg: FlightLeg, airlineName: string | null) =>
  `${leg.flightNumber}${airlineName ? ` · ${airlineName}` : ''}, ${legRoute(leg)}`;
