import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, marks the button busy and ignores clicks until the work is done. */
  loading?: boolean;
  fullWidth?: boolean;
}

/** Class names of a button, for a router link that should look like one. */
export const buttonClassName = (variant: ButtonVariant = 'primary', fullWidth = false) =>
  [styles.button, styles[variant], fullWidth ? styles.fullWidth : ''].filter(Boolean).join(' ');

export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  type = 'button',
  className,
  disabled,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[buttonClassName(variant, fullWidth), className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
