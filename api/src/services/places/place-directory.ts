import type { Place } from '@portal/shared/contracts/transport';

/**
 * Where addresses come from (DESIGN §6b): the sandbox gazetteer here (airports, cities and
 * well-known hotels, stations and landmarks near the served airports); a real geocoder plugs in
 * behind the same interface.
 */
export interface PlaceDirectory {
  /** Best match first; `near` (an IATA code) ranks places close to that airport first. */
  search(keyword: string, options?: { near?: string; limit?: number }): Promise<Place[]>;
  /** A place by its id (`airport:LHR`, `city:…`, `poi:…`), any airport with coordinates included. */
  byId(id: string): Promise<Place | null>;
  /** Loads and indexes the data ahead of the first search (optional: a remote geocoder has none). */
  warm?(): Promise<void>;
}

const EARTH_RADIUS_KM = 6371.0088;
/** Roads are longer than the great circle; a common planning factor. */
export const ROAD_FACTOR = 1.3;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export const greatCircleKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** The road distance the fare is priced on: great circle × road factor, whole kilometres (at least 1). */
export const roadDistanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number =>
  Math.max(1, Math.round(greatCircleKm(a, b) * ROAD_FACTOR));
