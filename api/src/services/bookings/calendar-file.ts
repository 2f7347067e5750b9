/**
 * A one-event iCalendar file (RFC 5545) for a booking: attached to the confirmation mail and
 * downloadable from the booking. Times are UTC (`Z`), so every calendar shows them in its own zone.
 */
export interface CalendarEvent {
  /** Stable per booking, so importing it again updates the same entry. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /**
   * `confirmed` (paid), `tentative` (awaiting payment or a quotation), `cancelled` (cancelled or
   * expired: the same uid with METHOD:CANCEL and a higher SEQUENCE removes the entry).
   */
  state?: 'confirmed' | 'tentative' | 'cancelled';
}

const stamp = (date: Date): string => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** TEXT values escape backslash, semicolon, comma and line breaks. */
const escapeText = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (never inside a character). */
const fold = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

export const calendarFile = (event: CalendarEvent, now: Date = new Date()): string => {
  const state = event.state ?? 'confirmed';
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airport Services Portal//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${state === 'cancelled' ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${state === 'cancelled' ? 1 : 0}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${state.toUpperCase()}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
};
