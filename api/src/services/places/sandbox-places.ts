import type { AirportService } from '../airports';
import type { PlaceDirectory } from './place-directory';

/** The sandbox gazetteer (DESIGN §6b). */
export const createSandboxPlaceDirectory = (_airports: AirportService): PlaceDirectory => ({
  search: async () => [],
  byId: async () => null,
});
