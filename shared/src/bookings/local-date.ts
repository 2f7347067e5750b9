const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date of the browser's calendar as `YYYY-MM-DD`, `days` from today (a wizard's earliest date,
 * tomorrow as the default).
 */
export const localDateFromToday = (days = 0, today = new Date()): string => {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
