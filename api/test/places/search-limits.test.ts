import { beforeAll, describe, expect, it } from 'vitest';
import { createAirportService } from '../../src/services/airports';
import { foldTokens } from '../../src/services/places/fold';
import type { PlaceDirectory } from '../../src/services/places/place-directory';
import { createSandboxPlaceDirectory } from '../../src/services/places/sandbox-places';

/**
 * The search keeps the best `limit` places and passes over a place that cannot beat the last one
 * kept before comparing its name: whatever the limit, the answer must be the start of the same
 * ranking, also for keywords with thousands of matches (mostly in addresses: 'un' → 'United …').
 */
describe('PlaceIndex: keywords with many matches', () => {
  let places: PlaceDirectory;
  beforeAll(async () => {
    places = createSandboxPlaceDirectory(createAirportService());
    await places.warm?.();
  });

  const ids = async (keyword: string, near: string | undefined, limit: number) =>
    (await places.search(keyword, { near, limit })).map((p) => p.id);

  it('answers the start of the same ranking whatever the limit', async () => {
    const cases: [string, string?][] = [
      ['un'],
      ['sa'],
      ['st'],
      ['lon'],
      ['united'],
      ['united kingdom'],
      ['international airport'],
      ['san'],
      ['new'],
      ['new york'],
      ['un', 'LHR'],
      ['sa', 'GRU'],
      ['hilton', 'CDG'],
    ];
    for (const [keyword, near] of cases) {
      const twenty = await ids(keyword, near, 20);
      expect(twenty.length, keyword).toBeGreaterThanOrEqual(10);
      for (const limit of [1, 2, 3, 5, 10, 19]) {
        expect(await ids(keyword, near, limit), `${keyword} ${near ?? ''} ${limit}`).toEqual(
          twenty.slice(0, limit),
        );
      }
    }
  });

  it('puts the places with every word in their name before those matched by their address only', async () => {
    const named = (name: string, keyword: string) =>
      foldTokens(keyword).every((word) => foldTokens(name).some((w) => w.startsWith(word)));
    for (const keyword of ['un', 'sa', 'st']) {
      const found = await places.search(keyword, { limit: 20 });
      expect(
        found.every((p) => named(p.name, keyword) || p.airportCode?.toLowerCase().startsWith(keyword)),
        keyword,
      ).toBe(true);
    }
    // In some names and in many more addresses: every name first.
    for (const keyword of ['paris', 'new york', 'rome', 'sao paulo']) {
      const found = await places.search(keyword, { limit: 20 });
      const firstByAddress = found.findIndex((p) => !named(p.name, keyword));
      expect(firstByAddress, keyword).toBeGreaterThan(0);
      expect(
        found.slice(firstByAddress).every((p) => !named(p.name, keyword)),
        keyword,
      ).toBe(true);
    }
  });
});
