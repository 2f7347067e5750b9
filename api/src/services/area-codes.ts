import type { AreaCode, Language } from '@portal/shared/contracts';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { PreparedJson } from '../lib/prepared-json';

/** Matching form of a name: no accents, `&` as `and`, single spaces, lower case. */
const normalizeName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/&/g, 'and')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

interface Entry {
  area: AreaCode;
  /** Name without accents, lower case, for "starts with" search. */
  key: string;
}

const buildList = (language: Language): Entry[] => {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return getCountries()
    .map((telabbr) => {
      const name = names.of(telabbr) ?? telabbr;
      return { area: { name, telabbr, code: getCountryCallingCode(telabbr) }, key: normalizeName(name) };
    })
    .sort((a, b) => collator.compare(a.area.name, b.area.name));
};

/**
 * Country calling codes (libphonenumber-js) with country names in the request's language
 * (Intl.DisplayNames). Static data: built once per language.
 */
export const createAreaCodeService = () => {
  const lists = new Map<Language, { entries: Entry[]; prepared: PreparedJson }>();
  const listFor = (language: Language) => {
    let list = lists.get(language);
    if (!list) {
      const entries = buildList(language);
      list = { entries, prepared: new PreparedJson(entries.map((e) => e.area)) };
      lists.set(language, list);
    }
    return list;
  };
  return {
    all: (language: Language): PreparedJson => listFor(language).prepared,
    /**
     * Digits (optionally after '+') match the start of the calling code; anything else the start
     * of the localised name, ignoring case and accents. An empty keyword matches everything.
     */
    search(language: Language, keyword: string | undefined): AreaCode[] {
      const { entries } = listFor(language);
      const wanted = (keyword ?? '').trim();
      if (!wanted) return entries.map((e) => e.area);
      const digits = /^\+?\s*(\d*)$/.exec(wanted);
      if (digits) {
        const prefix = digits[1] ?? '';
        return entries.filter((e) => e.area.code.startsWith(prefix)).map((e) => e.area);
      }
      const start = normalizeName(wanted);
      return entries.filter((e) => e.key.startsWith(start)).map((e) => e.area);
    },
  };
};

export type AreaCodeService = ReturnType<typeof createAreaCodeService>;
