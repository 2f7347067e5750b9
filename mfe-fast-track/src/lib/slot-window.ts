import {
  addLocalDays,
  formatLocalDateTime,
  formatLocalTimeRange,
  type Instant,
  localDateTime,
  zonedInstant,
} from '@portal/shared/time';

/**
 * A slot as every Fast Track page writes it, in the one local time format: "Tue, Jul 16, 2030,
 * 10:15 – 10:30 AM BST". `endTime` is the slot's local end (`HH:mm`, the next day when it is not
 * after the start); without one, the start alone.
 */
export const slotWindow = (
  startsAt: Instant,
  endTime: string | null,
  timeZone: string,
  language: string,
): string => {
  if (!endTime) return formatLocalDateTime(startsAt, timeZone, language);
  const start = new Date(startsAt);
  const { date } = localDateTime(start, timeZone);
  let end = zonedInstant(date, endTime, timeZone);
  if (end.getTime() <= start.getTime()) end = zonedInstant(addLocalDays(date, 1), endTime, timeZone);
  return formatLocalTimeRange(start, end, timeZone, language);
};
