import type { AirportChoice } from './drafts';

/**
 * The airports a typed text names, best first: the code (exact, then its start), then the city,
 * the airport's name or the country containing the text, in any case and without accents.
 */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

const rank = (airport: AirportChoice, needle: string): number => {
  const code = airport.code.toLowerCase();
  if (code === needle) return 0;
  if (code.startsWith(needle)) return 1;
  if (fold(airport.city).startsWith(needle)) return 2;
  if (fold(airport.city).includes(needle) || fold(airport.name).includes(needle)) return 3;
  if (fold(airport.country).startsWith(needle)) return 4;
  return -1;
};

export const matchAirports = <A extends AirportChoice>(airports: readonly A[], text: string): A[] => {
  const needle = fold(text);
  if (needle === '') return [...airports].sort((a, b) => a.name.localeCompare(b.name));
  return airports
    .map((airport) => ({ airport, score: rank(airport, needle) }))
    .filter((entry) => entry.score >= 0)
    .sort((a, b) => a.score - b.score || a.airport.name.localeCompare(b.airport.name))
    .map((entry) => entry.airport);
};

/** How a chosen airport reads in the field: "London Heathrow Airport (LHR)". */
export const airportLabel = (airport: Pick<AirportChoice, 'name' | 'code'>) =>
  `${airport.name} (${airport.code})`;
