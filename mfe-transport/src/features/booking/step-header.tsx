import { PageTitle } from '@portal/shared/ui';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STEP_ORDER, stepPath } from '../../lib/steps';
import { NAMESPACE } from '../../namespace';
import { TRANSPORT_STEPS } from './booking-steps';
import styles from './booking-styles';

// The first step shown after the page loads keeps the focus where the browser put it; every step
// reached from another one moves it to its heading, so a screen reader announces the new step.
let stepShownBefore = false;

/**
 * The top of every wizard step: the Back link (the previous step; from the first step, home) and
 * the step's level-1 heading, which takes the focus when the step changes.
 */
export function StepHeader({ step, title }: { step: 1 | 2 | 3 | 4; title?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const titleRef = useRef<HTMLDivElement>(null);
  const def = TRANSPORT_STEPS[step - 1];
  const previous = STEP_ORDER[step - 2];
  const back = step === 1 || !previous ? '/' : stepPath(previous);

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
    <div className={styles.header}>
      <Link to={back} className={styles.back}>
        <span aria-hidden="true">‹</span>
        {t('booking.back')}
      </Link>
      <div ref={titleRef} className={styles.title}>
        <PageTitle>{title ?? (def ? t(def.titleKey as string) : '')}</PageTitle>
      </div>
    </div>
  );
}
