import styles from './booking-page.module.css';

/** The classes every service's booking pages share (`booking-page.module.css`). */
export const bookingPageStyles: Readonly<Record<string, string>> = styles;

/**
 * A service's booking styles on top of the shared ones: a class both define carries both names,
 * so the service's file holds only what is its own (and rules such as `.slots .hint` still apply).
 */
export function withBookingStyles(own: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const merged: Record<string, string> = { ...styles };
  for (const [name, className] of Object.entries(own))
    merged[name] = merged[name] ? `${merged[name]} ${className}` : className;
  return merged;
}
