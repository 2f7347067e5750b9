/**
 * The ways an order may have kept a flight number that the schedule writes `BA117`: as the
 * cardholder typed it (normalised to upper case without spaces), leading zeros and all — `BA117`,
 * `BA0117`. Orders are matched to a flight by these, so a booking for `BA 0117` is on `BA117`.
 */
export const flightNumberSpellings = (flightNumber: string): string[] => {
  const match = /^([A-Z0-9]{2})(\d{1,4})([A-Z]?)$/.exec(flightNumber);
  if (!match) return [flightNumber];
  const [, designator = '', digits = '', suffix = ''] = match;
  const number = String(Number(digits));
  return Array.from(
    { length: 5 - number.length },
    (_, zeros) => `${designator}${'0'.repeat(zeros)}${number}${suffix}`,
  );
};

/** A flight on a date, as orders are matched to it: its number, every spelling of it, and its date. */
export interface FlightOnDate {
  /** As the schedule writes it (`BA117`). */
  flightNumber: string;
  /** `flightNumberSpellings` of it. */
  spellings: string[];
  /** The flight's date as the schedule takes it (departure, local at its first airport). */
  date: string;
}

export const flightOnDate = (flightNumber: string, date: string): FlightOnDate => ({
  flightNumber,
  spellings: flightNumberSpellings(flightNumber),
  date,
});
