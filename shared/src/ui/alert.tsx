import type { ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Announce the alert as soon as it appears (role alert) instead of politely (role status). */
  assertive?: boolean;
  className?: string;
}

export function Alert({
  tone = 'info',
  title,
  children,
  assertive = tone === 'error',
  className,
}: AlertProps) {
  return (
    <div
      role={assertive ? 'alert' : 'status'}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    >
      {title && <strong className={styles.title}>{title}</strong>}
      {children}
    </div>
  );
}
