/**
 * Local times of an airport and the instants they name, with only `Intl` (no date library): every
 * "at least N hours before" rule works on instants; pages and mails show local time with the zone
 * (`local-format.ts`).
 */

/** A local date as the airport sees it, `YYYY-MM-DD`. */
export const LOCAL_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A local time of day, `HH:mm`. */
export const LOCAL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const partsIn = (instant: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
};

/** How far the zone's wall clock is ahead of UTC at `instant` (ms), in ms. */
const offsetAt = (instant: number, timeZone: string): number => {
  const p = partsIn(new Date(instant), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
};

const DAY_MS = 86_400_000;

/**
 * The instant of a local date and time (`2026-12-15`, `09:30`) in `timeZone`. In a fall-back
 * overlap the earlier instant is taken; a time inside a spring-forward gap is moved forward by the
 * gap, as clocks do. (Zones never change offset twice within two days, so the offsets a day either
 * side are the only candidates.)
 */
export const zonedInstant = (localDate: string, localTime: string, timeZone: string): Date => {
  const [year = 1970, month = 1, day = 1] = localDate.split('-').map(Number);
  const [hour = 0, minute = 0] = localTime.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const showing = [wall - before, wall - after]
    .filter((instant) => instant + offsetAt(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  return new Date(showing[0] ?? wall - before);
};

/** The local date (`YYYY-MM-DD`) and time (`HH:mm`) of an instant in `timeZone`. */
export const localDateTime = (instant: Date, timeZone: string): { date: string; time: string } => {
  const p = partsIn(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
};
