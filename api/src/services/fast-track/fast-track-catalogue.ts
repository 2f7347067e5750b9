import { DEFAULT_LANGUAGE, type Language } from '@portal/shared/contracts';
import type { FastTrackAirport, LaneDirection } from '@portal/shared/contracts/fast-track';
import type { AirportService } from '../airports';
import {
  type CatalogueLane,
  catalogueAirportCodes,
  laneByCode,
  lanesForAirport,
  slotStartInstant,
  slotsForDay,
} from './lane-catalogue';

export interface CatalogueSlot {
  /** Local start and end, `HH:mm`. */
  time: string;
  endTime: string;
  startsAt: Date;
}

/** Hides the catalogue's internal fields (seats per slot) from what the browser is sent. */
export const shownLane = ({ capacityPerSlot: _seats, ...lane }: CatalogueLane) => lane;

const countryNames = new Map<Language, Intl.DisplayNames>();

/**
 * The airport's country in `language` (Intl's region names, as the area codes' list has them);
 * in English, or without a known country code, the airport data's own name.
 */
const countryIn = (country: string, countryCode: string | null, language: Language): string => {
  if (language === DEFAULT_LANGUAGE || !countryCode) return country;
  let names = countryNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    countryNames.set(language, names);
  }
  try {
    return names.of(countryCode) ?? country;
  } catch {
    return country;
  }
};

const matches = (airport: FastTrackAirport, keyword: string): boolean => {
  const needle = keyword.trim().toLowerCase();
  return (
    needle === '' ||
    airport.code.toLowerCase().startsWith(needle) ||
    airport.city.toLowerCase().includes(needle) ||
    airport.name.toLowerCase().includes(needle) ||
    airport.country.toLowerCase().startsWith(needle)
  );
};

/**
 * The lane catalogue joined with the airport data (names and IANA zones come from there only): what
 * the Fast Track service and its booking module ask about airports, lanes and slots.
 */
export const createFastTrackCatalogue = (airports: Pick<AirportService, 'find'>) => {
  /** A served airport, its country named in `language`. */
  const airport = async (
    code: string,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<FastTrackAirport | undefined> => {
    const found = await airports.find(code.toUpperCase());
    if (!found || lanesForAirport(found.code).length === 0) return undefined;
    return {
      code: found.code,
      name: found.name,
      city: found.city,
      country: countryIn(found.country, found.countryCode, language),
      timeZone: found.timezone,
    };
  };

  const airportOfLane = async (laneCode: string, language: Language = DEFAULT_LANGUAGE) => {
    const lane = laneByCode(laneCode);
    return lane ? airport(lane.airportCode, language) : undefined;
  };

  /** The lane's slots on a local date (null for an unknown lane or date). */
  const slotsOfDay = async (laneCode: string, localDate: string): Promise<CatalogueSlot[] | null> => {
    const lane = laneByCode(laneCode);
    const where = await airportOfLane(laneCode);
    if (!lane || !where) return null;
    try {
      return slotsForDay(lane, localDate, where.timeZone).map((slot) => ({
        time: slot.start,
        endTime: slot.end,
        startsAt: slotStartInstant(lane, localDate, slot.start, where.timeZone),
      }));
    } catch {
      return null;
    }
  };

  return {
    airport,
    airportOfLane,
    slotsOfDay,
    lane: (code: string): CatalogueLane | undefined => laneByCode(code),

    /** The served airports matching `keyword` (the country in English or in `language`). */
    async sites(keyword = '', language: Language = DEFAULT_LANGUAGE) {
      const found = await Promise.all(catalogueAirportCodes().map((code) => airport(code)));
      const shown = await Promise.all(
        found.map(async (site) => {
          if (!site) return undefined;
          const local = language === DEFAULT_LANGUAGE ? site : await airport(site.code, language);
          return local && (matches(site, keyword) || matches(local, keyword)) ? local : undefined;
        }),
      );
      return shown
        .filter((site): site is FastTrackAirport => site !== undefined)
        .map((site) => ({ ...site, laneCount: lanesForAirport(site.code).length }));
    },

    lanes: (airportCode: string, direction?: LaneDirection): CatalogueLane[] =>
      lanesForAirport(airportCode).filter((lane) => direction === undefined || lane.direction === direction),

    /** One slot of a lane on a local date, or null when the lane has no such slot that day. */
    async slot(laneCode: string, localDate: string, time: string) {
      const lane = laneByCode(laneCode);
      const where = await airportOfLane(laneCode);
      const slot = (await slotsOfDay(laneCode, localDate))?.find((candidate) => candidate.time === time);
      return lane && where && slot ? { lane, airport: where, slot } : null;
    },
  };
};

export type FastTrackCatalogue = ReturnType<typeof createFastTrackCatalogue>;
