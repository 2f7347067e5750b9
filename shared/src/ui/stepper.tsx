import styles from './stepper.module.css';

export interface StepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Accessible names of the buttons, e.g. "Fewer adults" / "More adults". */
  decrementLabel: string;
  incrementLabel: string;
  step?: number;
}

/** A counter with − and + buttons that never leaves [min, max]. */
export function Stepper({
  label,
  value,
  min,
  max,
  onChange,
  decrementLabel,
  incrementLabel,
  step = 1,
}: StepperProps) {
  const clamp = (next: number) => Math.min(max, Math.max(min, next));
  return (
    <fieldset className={styles.stepper}>
      <legend className={styles.label}>{label}</legend>
      <span className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label={decrementLabel}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - step))}
        >
          −
        </button>
        <output className={styles.value} aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className={styles.button}
          aria-label={incrementLabel}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + step))}
        >
          +
        </button>
      </span>
    </fieldset>
  );
}
