/** The zone's offset from UTC at an instant, in milliseconds. */
const offsetAt = (instant: number, timeZone: string): number => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
};

/** A local date and time at a zone (`YYYY-MM-DD`, `HH:mm`) as an instant (ms), or null when unreadable. */
export const instantAt = (date: string, time: string, timeZone: string): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) return null;
  const [, year, month, day] = match.map(Number);
  const [, hour, minute] = clock.map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  try {
    const first = wall - offsetAt(wall, timeZone);
    // Once more with the offset at the instant itself (a zone that changes its clock that day).
    return wall - offsetAt(first, timeZone);
  } catch {
    return null;
  }
};
