/**
 * ISO 3166-1 alpha-2 codes from English country names, built from Intl.DisplayNames so that no
 * table is typed by hand. OpenFlights uses a few older or shorter names; they are listed here.
 */
const ALIASES: Record<string, string> = {
  "cote d'ivoire": 'CI',
  'congo (brazzaville)': 'CG',
  'congo (kinshasa)': 'CD',
  swaziland: 'SZ',
  'saint helena': 'SH',
  reunion: 'RE',
  'czech republic': 'CZ',
  turkey: 'TR',
  macedonia: 'MK',
  'midway islands': 'UM',
  'johnston atoll': 'UM',
  'wake island': 'UM',
  'virgin islands': 'VI',
  'hong kong': 'HK',
  macau: 'MO',
  burma: 'MM',
  myanmar: 'MM',
  'east timor': 'TL',
  palestine: 'PS',
  'saint vincent and the grenadines': 'VC',
};

/** The former Netherlands Antilles have no code of their own any more: the time zone tells which island. */
const BY_TIME_ZONE: Record<string, string> = {
  'America/Curacao': 'CW',
  'America/Kralendijk': 'BQ',
  'America/Lower_Princes': 'SX',
};

export const normalizeName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/&/g, 'and')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** Matching form of a country name: Intl writes "St. Kitts & Nevis", OpenFlights "Saint Kitts and Nevis". */
const canonical = (name: string): string => normalizeName(name).replace(/\bst\.?\s/g, 'saint ');

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Codes that name no country (or duplicate one, like UK for GB). */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'QO', 'UK', 'UN', 'XA', 'XB', 'ZZ']);

const buildIndex = (): Map<string, string> => {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const index = new Map<string, string>();
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = `${first}${second}`;
      if (NOT_COUNTRIES.has(code)) continue;
      const name = names.of(code);
      if (name && name !== code) index.set(canonical(name), code);
    }
  }
  for (const [name, code] of Object.entries(ALIASES)) index.set(name, code);
  return index;
};

let index: Map<string, string> | undefined;

/** ISO-2 code for an English country name (and, for places without one, the airport's time zone). */
export const countryCodeFor = (countryName: string, timeZone?: string): string | null => {
  index ??= buildIndex();
  return index.get(canonical(countryName)) ?? (timeZone ? BY_TIME_ZONE[timeZone] : undefined) ?? null;
};
