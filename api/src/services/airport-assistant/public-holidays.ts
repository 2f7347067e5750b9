import { addLocalDays } from '@portal/shared/time';

/** The names of a country's public holidays by local date (`YYYY-MM-DD`), for one year. */
type YearOfHolidays = Map<string, string[]>;

const DAY_MS = 86_400_000;

/**
 * Public holidays (type 'public', national) of a country from `date-holidays` (DESIGN §6), named
 * in the country's own language. The library and its rules are loaded on first use; each country's
 * year is worked out once.
 */
export const createPublicHolidays = () => {
  let library: Promise<typeof import('date-holidays').default> | undefined;
  const years = new Map<string, Promise<YearOfHolidays>>();

  const load = async (countryCode: string, year: number): Promise<YearOfHolidays> => {
    library ??= import('date-holidays').then((module) => module.default);
    const Holidays = await library;
    const byDate: YearOfHolidays = new Map();
    const holidays = new Holidays(countryCode).getHolidays(year) || [];
    for (const holiday of holidays) {
      if (holiday.type !== 'public') continue;
      // Most last a day; some several (counted on each), some start at noon (the day counts).
      const days = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS));
      const first = holiday.date.slice(0, 10);
      for (let i = 0; i < days; i += 1) {
        const date = addLocalDays(first, i);
        const names = byDate.get(date) ?? [];
        if (!names.includes(holiday.name)) names.push(holiday.name);
        byDate.set(date, names);
      }
    }
    return byDate;
  };

  const yearOf = (countryCode: string, year: number): Promise<YearOfHolidays> => {
    const key = `${countryCode}:${year}`;
    let found = years.get(key);
    if (!found) {
      found = load(countryCode, year);
      years.set(key, found);
    }
    return found;
  };

  return {
    /** The public holidays on a local date of the country (ISO 3166-1 alpha-2); none when unknown. */
    async on(countryCode: string | null, localDate: string): Promise<string[]> {
      if (!countryCode || !/^[A-Z]{2}$/.test(countryCode)) return [];
      const year = Number(localDate.slice(0, 4));
      // A holiday of several days may begin in the year before.
      const [thisYear, lastYear] = await Promise.all([
        yearOf(countryCode, year),
        yearOf(countryCode, year - 1),
      ]);
      return [...new Set([...(lastYear.get(localDate) ?? []), ...(thisYear.get(localDate) ?? [])])];
    },
  };
};

export type PublicHolidays = ReturnType<typeof createPublicHolidays>;
