import styles from './wizard-progress.module.css';

export type WizardStepState = 'done' | 'current' | 'not-started';

export interface WizardStep {
  id: string;
  title: string;
}

export interface WizardProgressProps {
  /** Names the progress navigation, e.g. "Booking progress". */
  label: string;
  steps: readonly WizardStep[];
  /** Index of the current step; earlier steps are done, later ones not started. */
  currentIndex: number;
  /** Called with a done step's index: going back is allowed, going forward by clicking is not. */
  onStepClick?: (index: number, step: WizardStep) => void;
  /** Words read after each title for its state (e.g. { done: 'completed', 'not-started': 'not started' }). */
  stateLabels?: Partial<Record<WizardStepState, string>>;
}

export const stepState = (index: number, currentIndex: number): WizardStepState =>
  index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'not-started';

/** The progress header of a wizard: every step is done, current or not started. */
export function WizardProgress({
  label,
  steps,
  currentIndex,
  onStepClick,
  stateLabels,
}: WizardProgressProps) {
  return (
    <nav aria-label={label} className={styles.progress}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const state = stepState(index, currentIndex);
          const stateText = stateLabels?.[state];
          const content = (
            <>
              <span className={styles.title}>{step.title}</span>
              {stateText && <span className="ui-visually-hidden"> ({stateText})</span>}
            </>
          );
          return (
            <li key={step.id} className={[styles.step, styles[stateClass[state]]].join(' ')}>
              {state === 'done' && onStepClick ? (
                <button type="button" className={styles.marker} onClick={() => onStepClick(index, step)}>
                  {content}
                </button>
              ) : (
                <span className={styles.marker} aria-current={state === 'current' ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const stateClass: Record<WizardStepState, 'done' | 'current' | 'notStarted'> = {
  done: 'done',
  current: 'current',
  'not-started': 'notStarted',
};
