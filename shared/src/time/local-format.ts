/**
 * The one way the portal writes a service's time, wherever it is read: the booking pages (browser),
 * the mails, the Fast Track voucher PDF and the calendar file's description (API). A time is the
 * local time of the airport or place, followed by the zone's abbreviation, in the reader's language:
 * en-US "3:30 PM GMT", pt-BR "15:30 BRT", es-ES "15:30 CEST" (12- or 24-hour clock, order of the
 * parts and punctuation are the language's own, from `Intl`).
 *
 * The zone's abbreviation. CLDR (what `Intl` reads) names only some zones in each language and
 * gives an offset for the others ("GMT+1" for London in summer even in en-US). So:
 * 1. the language's own short name when it has one (pt-BR "BRT", es-ES "CEST", en-US "EDT");
 * 2. otherwise the first English short name of en-US, en-GB, en-AU or en-IN ("BST", "CEST",
 *    "AEST", "IST"): the abbreviations travellers meet on boards and tickets;
 * 3. otherwise the offset as `Intl` writes it in en-US ("GMT+9"; "GMT" rather than pt-BR's "GMT+0").
 * The names come from the runtime's CLDR data, so a browser with older data may show an offset
 * where the API shows a name; both are correct times.
 */

/** An instant: a `Date` or an ISO 8601 string. */
export type Instant = Date | string;

/** English locales tried, in order, when the reader's language has only an offset for a zone. */
const ENGLISH_NAMES = ['en-US', 'en-GB', 'en-AU', 'en-IN'] as const;

/** "GMT+1", "GMT-3", "GMT+5:30", "UTC+2", "GMT+0" (with a plain or a minus-sign "−"). */
const OFFSET_ONLY = /^(GMT|UTC)([+\-\u2212]\d{1,2}(:\d{2})?)$/;

const formats = new Map<string, Intl.DateTimeFormat>();
/** Formats are costly to build and a page or a mail run asks for the same few many times. */
const formatOf = (language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format;
};

const toDate = (instant: Instant): Date => (typeof instant === 'string' ? new Date(instant) : instant);

const shortNameIn = (language: string, date: Date, timeZone: string | undefined): string =>
  formatOf(language, { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

const isName = (value: string): boolean => value !== '' && !OFFSET_ONLY.test(value);

/**
 * The zone's abbreviation at an instant for a reader of `language` (see above): "BST", "BRT",
 * "GMT+9". No zone: the runtime's own (the browser's, on a page).
 */
export const zoneName = (instant: Instant, timeZone: string | undefined, language: string): string => {
  const date = toDate(instant);
  for (const locale of [language, ...ENGLISH_NAMES]) {
    const name = shortNameIn(locale, date, timeZone);
    if (isName(name)) return name;
  }
  return shortNameIn('en-US', date, timeZone) || (timeZone ?? '');
};

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
const DATE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
};

/**
 * ICU's narrow and thin spaces ("3:30\u202fPM", "3:30\u2009–\u20094:00"): V8's `format()` already
 * writes the first as a plain space, its parts do not.
 */
const SPECIAL_SPACES = /[\u2009\u202f]/g;

/**
 * Intl's parts with its zone name replaced by the abbreviation chosen above (a range's end has its
 * own when the clocks change inside it), with plain spaces as in mails, PDFs and calendar files.
 */
const withZoneName = (
  parts: Array<Intl.DateTimeFormatPart & { source?: string }>,
  zone: string,
  endZone = zone,
): string =>
  parts
    .map((part) =>
      part.type === 'timeZoneName' ? (part.source === 'endRange' ? endZone : zone) : part.value,
    )
    .join('')
    .replace(SPECIAL_SPACES, ' ');

/** The local time of day with the zone: "3:30 PM BST" (en-US), "15:30 BRT" (pt-BR). */
export const formatLocalTime = (instant: Instant, timeZone: string | undefined, language: string): string => {
  const date = toDate(instant);
  return withZoneName(
    formatOf(language, { ...TIME, timeZone }).formatToParts(date),
    zoneName(date, timeZone, language),
  );
};

/** The local date and time with the zone: "Tue, Jul 16, 2030, 3:30 PM BST", "ter., 16 de jul. de 2030, 15:30 BST". */
export const formatLocalDateTime = (
  instant: Instant,
  timeZone: string | undefined,
  language: string,
): string => {
  const date = toDate(instant);
  return withZoneName(
    formatOf(language, { ...DATE, ...TIME, timeZone }).formatToParts(date),
    zoneName(date, timeZone, language),
  );
};

/**
 * A window from `start` to `end` (a Fast Track slot, a meeting), the date written once when both
 * fall on it: "Tue, Jul 16, 2030, 3:30 – 4:00 PM BST", "mar, 16 jul 2030, 15:30–16:00 CEST".
 */
export const formatLocalTimeRange = (
  start: Instant,
  end: Instant,
  timeZone: string | undefined,
  language: string,
): string => {
  const from = toDate(start);
  const until = toDate(end);
  const parts = formatOf(language, { ...DATE, ...TIME, timeZone }).formatRangeToParts(from, until);
  // Two instants that read the same on the wall clock (the hour the clocks go back) are one to ICU.
  if (from.getTime() !== until.getTime() && !parts.some((part) => part.source === 'endRange'))
    return `${formatLocalDateTime(from, timeZone, language)} – ${formatLocalTime(until, timeZone, language)}`;
  return withZoneName(parts, zoneName(from, timeZone, language), zoneName(until, timeZone, language));
};

/**
 * A local calendar date (`YYYY-MM-DD`, already the airport's) in words: "Tue, Jul 16, 2030".
 * Formatted at noon UTC in UTC, so no zone can move it to the day before or after.
 */
export const formatLocalDate = (date: string, language: string): string =>
  formatOf(language, { ...DATE, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
