/**
 * Local times of an airport and the instants they name, with only `Intl` (no date library): every
 * "at least N hours before" rule works on instants; pages and mails show local time with the zone
 * (`local-format.ts`).
 */

/** A local date as the airport sees it, `YYYY-MM-DD`. */
export const LOCAL_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A local time of day, `HH:mm`. */
export const LOCAL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A real calendar date `YYYY-MM-DD` (`2026-02-30` is not): what `zonedInstant` and the slot lists
 * expect, the pattern alone lets through a 30 February.
 */
export const isLocalDate = (value: string): boolean => {
  if (!LOCAL_DATE_PATTERN.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
};

/**
 * The local date `days` after (before, when negative) a `YYYY-MM-DD` date: calendar days, the same in
 * every zone.
 */
export const addLocalDays = (localDate: string, days: number): string =>
  new Date(Date.parse(`${localDate}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// Building a DateTimeFormat costs far more than using one, and a Fast Track slot list converts a
// hundred local times at once; zones are few, so one format is kept per zone.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
const wallClockFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
};

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partsIn = (instant: number, timeZone: string): WallClock => {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of wallClockFormat(timeZone).formatToParts(instant)) {
    if (type in clock) clock[type as keyof WallClock] = Number(value);
  }
  return clock;
};

/** What the zone's clocks show at `instant` (ms), written as if it were a UTC time (ms). */
const wallClockAt = (instant: number, timeZone: string): number => {
  const p = partsIn(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
};

/** How far the zone's wall clock is ahead of UTC at `instant` (ms), in ms. */
const offsetAt = (instant: number, timeZone: string): number =>
  wallClockAt(instant, timeZone) - Math.floor(instant / 1000) * 1000;

const DAY_MS = 86_400_000;

/** A local date and time written as if it were a UTC time (ms). */
const wallTime = (localDate: string, localTime: string): number => {
  const [year = 1970, month = 1, day = 1] = localDate.split('-').map(Number);
  const [hour = 0, minute = 0] = localTime.split(':').map(Number);
  return Date.UTC(year, month - 1, day, hour, minute);
};

/**
 * Every instant at which the zone's clocks show `wall`, earlier first. Zones never change offset
 * twice within two days, so the offsets a day either side are the only candidates.
 */
const instantsShowing = (wall: number, timeZone: string): number[] =>
  [...new Set([offsetAt(wall - DAY_MS, timeZone), offsetAt(wall + DAY_MS, timeZone)])]
    .map((offset) => wall - offset)
    .filter((instant) => instant + offsetAt(instant, timeZone) === wall)
    .sort((a, b) => a - b);

/**
 * Every instant at which the clocks of `timeZone` show a local date and time (`2026-10-25`,
 * `01:30`): one as a rule, none inside a spring-forward gap (the time does not exist that day), two,
 * earlier first, in a fall-back overlap (the repeated hour). For a rule that must not invent a time
 * the clocks skip, such as a Fast Track slot; `zonedInstant` always gives one instant.
 */
export const zonedInstants = (localDate: string, localTime: string, timeZone: string): Date[] =>
  instantsShowing(wallTime(localDate, localTime), timeZone).map((instant) => new Date(instant));

/**
 * The instant of a local date and time (`2026-12-15`, `09:30`) in `timeZone`. In a fall-back
 * overlap the earlier instant is taken; a time inside a spring-forward gap is moved forward by the
 * gap, as clocks do.
 */
export const zonedInstant = (localDate: string, localTime: string, timeZone: string): Date => {
  const wall = wallTime(localDate, localTime);
  const [first] = instantsShowing(wall, timeZone);
  return new Date(first ?? wall - offsetAt(wall - DAY_MS, timeZone));
};

/** The local date (`YYYY-MM-DD`) and time (`HH:mm`) of an instant in `timeZone`. */
export const localDateTime = (instant: Date, timeZone: string): { date: string; time: string } => {
  const p = partsIn(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
};
