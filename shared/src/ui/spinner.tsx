import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Read by screen readers (e.g. "Loading…"). */
  label: string;
  size?: 'small' | 'large';
}

export function Spinner({ label, size = 'large' }: SpinnerProps) {
  return (
    <span role="status">
      <span className={[styles.spinner, size === 'small' ? styles.small : ''].join(' ')} aria-hidden="true" />
      <span className="ui-visually-hidden">{label}</span>
    </span>
  );
}

/** A spinner over the whole page (slow requests) or, with `overlay={false}`, filling the content area. */
export function FullPageSpinner({ label, overlay = true }: { label: string; overlay?: boolean }) {
  return (
    <div className={overlay ? styles.overlay : styles.block}>
      <Spinner label={label} />
    </div>
  );
}
