/** An instant as the console shows it: date and time in the reader's language and their own zone. */
export const formatInstant = (iso: string | null, language: string): string =>
  iso
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
    : '—';
