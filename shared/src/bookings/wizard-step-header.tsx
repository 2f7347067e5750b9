import { PageTitle } from '@portal/shared/ui';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import styles from './booking-page.module.css';

// The first step shown after the page loads keeps the focus where the browser put it; every step
// reached from another one moves it to its heading, so a screen reader announces the new step.
// Module state per app: each service's remote bundles its own copy.
let stepShownBefore = false;

export interface WizardStepHeaderProps {
  /** The step's title, the page's level-1 heading. */
  title: string;
  /** Where Back leads: the previous step, or home from the first. */
  back: string;
  backLabel: string;
}

/**
 * The top of every booking wizard step: the Back link and the step's heading, which takes the
 * focus when the step changes.
 */
export function WizardStepHeader({ title, back, backLabel }: WizardStepHeaderProps) {
  const titleRef = useRef<HTMLDivElement>(null);

  // With the commit, so nothing sees the new step before its heading has the focus.
  useLayoutEffect(() => {
    const heading = titleRef.current?.querySelector('h1');
    if (heading && stepShownBefore) {
      heading.tabIndex = -1;
      heading.focus();
    }
    stepShownBefore = true;
  }, []);

  return (
    <div className={styles.stepHeader}>
      <Link to={back} className={styles.stepBack}>
        <span aria-hidden="true">‹</span>
        {backLabel}
      </Link>
      <div ref={titleRef} className={styles.stepTitle}>
        <PageTitle>{title}</PageTitle>
      </div>
    </div>
  );
}
