import type { Place } from '@portal/shared/contracts/transport';
import { foldText, foldTokens } from './fold';
import { greatCircleKm } from './place-directory';

/** A place with what ranks it beside the others. */
export interface IndexedPlace {
  place: Place;
  /** Cities: their population; airports: 1 for an airport the network serves; else 0. */
  weight: number;
}

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 20;
/** `near` ranks first the places this close to the airport (great circle). */
export const NEAR_KM = 100;
/** More words than this in a keyword add nothing but work. */
const MAX_QUERY_TOKENS = 8;

const KIND_RANK: Record<Place['kind'], number> = { airport: 3, hotel: 2, station: 2, landmark: 2, city: 1 };

// One number per candidate, compared as a whole: each part's range stays below the next part's unit.
const IATA_UNIT = 1e13;
const NEAR_UNIT = 1e12;
const LEVEL_UNIT = 1e11;
const KIND_UNIT = 1e10;
const MAX_WEIGHT = KIND_UNIT - 1;

/** 'The Savoy' is also found as 'Savoy …'. */
const withoutArticle = (folded: string): string | null =>
  folded.startsWith('the ') ? folded.slice(4) : null;

const lowerBound = (sorted: readonly string[], value: string): number => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * The gazetteer's search index, built once: every word of every name and address, folded, in a
 * sorted array; a keyword's words are found by binary search (each as a prefix, since the user is
 * typing) and their postings intersected, so a search touches only the places that match.
 *
 * Ranking, best first: an airport whose IATA code is the keyword; with `near`, the places within
 * 100 km of that airport; how the name matches (the whole name, the name's start, every word in
 * the name, some words only in the address); the kind (airport, then hotels, stations and
 * landmarks, then cities); then the nearest (within 100 km of `near`), or the most populous city
 * and the served airports.
 */
export class PlaceIndex {
  private readonly places: IndexedPlace[];
  private readonly folded: string[];
  private readonly foldedWithoutArticle: (string | null)[];
  private readonly byId = new Map<string, IndexedPlace>();
  private readonly airportByCode = new Map<string, Place>();
  private readonly tokens: string[];
  /** The postings of `tokens[i]` are `postings[postingStart[i] … postingStart[i + 1])`. */
  private readonly postingStart: Uint32Array;
  /** A place's index × 2, + 1 when the word is in its name (not only in its address). */
  private readonly postings: Uint32Array;
  // Scratch space of `search` (synchronous, so never shared by two searches at once).
  private readonly stamp: Uint32Array;
  private readonly anyMask: Uint16Array;
  private readonly nameMask: Uint16Array;
  private readonly candidates: Uint32Array;
  /** A place's kind and weight in its score (the weight counts when `near` does not). */
  private readonly kindScore: Float64Array;
  private readonly weightScore: Float64Array;
  private generation = 0;

  constructor(places: IndexedPlace[]) {
    this.places = places;
    this.folded = places.map((p) => foldText(p.place.name));
    this.foldedWithoutArticle = this.folded.map(withoutArticle);
    const postingsOf = new Map<string, number[]>();
    places.forEach((indexed, at) => {
      const { place } = indexed;
      this.byId.set(place.id, indexed);
      if (place.airportCode) this.airportByCode.set(place.airportCode, place);
      const nameWords = new Set(foldTokens(place.name));
      if (place.airportCode) nameWords.add(place.airportCode.toLowerCase());
      const addressWords = new Set(foldTokens(place.address));
      for (const word of nameWords) addressWords.delete(word);
      for (const [words, inName] of [
        [nameWords, 1],
        [addressWords, 0],
      ] as const) {
        for (const word of words) {
          const list = postingsOf.get(word);
          if (list) list.push(at * 2 + inName);
          else postingsOf.set(word, [at * 2 + inName]);
        }
      }
    });
    this.tokens = [...postingsOf.keys()].sort();
    this.postingStart = new Uint32Array(this.tokens.length + 1);
    let total = 0;
    this.tokens.forEach((token, i) => {
      this.postingStart[i] = total;
      total += postingsOf.get(token)?.length ?? 0;
    });
    this.postingStart[this.tokens.length] = total;
    this.postings = new Uint32Array(total);
    this.tokens.forEach((token, i) => {
      this.postings.set(postingsOf.get(token) ?? [], this.postingStart[i]);
    });
    this.stamp = new Uint32Array(places.length);
    this.anyMask = new Uint16Array(places.length);
    this.nameMask = new Uint16Array(places.length);
    this.candidates = new Uint32Array(places.length);
    this.kindScore = Float64Array.from(places, ({ place }) => KIND_RANK[place.kind] * KIND_UNIT);
    this.weightScore = Float64Array.from(places, ({ weight }) => Math.min(weight, MAX_WEIGHT));
  }

  get size(): number {
    return this.places.length;
  }

  get wordCount(): number {
    return this.tokens.length;
  }

  byIdOf(id: string): Place | null {
    const found = this.byId.get(id);
    return found ? { ...found.place } : null;
  }

  airport(code: string): Place | null {
    return this.airportByCode.get(code) ?? null;
  }

  search(keyword: string, options: { near?: string; limit?: number } = {}): Place[] {
    const words = foldTokens(keyword);
    const query = words.join(' ');
    const unique = [...new Set(words)].slice(0, MAX_QUERY_TOKENS);
    if (unique.length === 0) return [];
    const limit = Math.min(MAX_LIMIT, Math.max(1, Math.trunc(options.limit ?? DEFAULT_LIMIT)));

    // Each word's range of index words (those it starts), the rarest first.
    const ranges = unique.map((word) => {
      const lo = lowerBound(this.tokens, word);
      const hi = lowerBound(this.tokens, `${word}\uffff`);
      const from = this.postingStart[lo] as number;
      const to = this.postingStart[hi] as number;
      return { from, to };
    });
    if (ranges.some((r) => r.to === r.from)) return [];
    ranges.sort((a, b) => a.to - a.from - (b.to - b.from));

    this.generation += 1;
    if (this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.generation = 1;
    }
    const generation = this.generation;
    const { stamp, anyMask, nameMask, postings, candidates } = this;
    let candidateCount = 0;
    ranges.forEach(({ from, to }, i) => {
      const bit = 1 << i;
      for (let k = from; k < to; k += 1) {
        const posting = postings[k] as number;
        const at = posting >>> 1;
        if (stamp[at] !== generation) {
          if (i > 0) continue; // not matched by the rarer words
          stamp[at] = generation;
          anyMask[at] = 0;
          nameMask[at] = 0;
          candidates[candidateCount] = at;
          candidateCount += 1;
        }
        anyMask[at] = (anyMask[at] as number) | bit;
        if (posting & 1) nameMask[at] = (nameMask[at] as number) | bit;
      }
    });

    const all = (1 << ranges.length) - 1;
    const nearAirport = options.near ? this.airportByCode.get(options.near.toUpperCase()) : undefined;
    const code = /^[a-z0-9]{3}$/.test(query) ? query.toUpperCase() : null;
    const { kindScore, weightScore } = this;
    // The best `limit` so far, best first.
    const best: { at: number; score: number }[] = [];
    for (let c = 0; c < candidateCount; c += 1) {
      const at = candidates[c] as number;
      if (anyMask[at] !== all) continue;
      // A name that is the keyword, or starts with it, holds every word of it: a place without them
      // all in its name matched by its address only (level 0), with no text to compare.
      const inName = nameMask[at] === all;
      const { place } = this.places[at] as IndexedPlace;
      const iata = code !== null && place.airportCode === code;
      // With `limit` kept already and no `near`, a place that could not beat the last one even with
      // the best level is out before its name is compared (scores are whole numbers: exact sums).
      if (!nearAirport && best.length === limit) {
        const bound =
          (inName ? 3 * LEVEL_UNIT : 0) +
          (kindScore[at] as number) +
          (iata ? IATA_UNIT : 0) +
          (weightScore[at] as number);
        if (bound <= (best[limit - 1] as { score: number }).score) continue;
      }
      const folded = this.folded[at] as string;
      const bare = this.foldedWithoutArticle[at];
      const level = !inName
        ? 0
        : folded === query || bare === query
          ? 3
          : folded.startsWith(query) || bare?.startsWith(query)
            ? 2
            : 1;
      let score = level * LEVEL_UNIT + (kindScore[at] as number);
      if (iata) score += IATA_UNIT;
      const km = nearAirport ? greatCircleKm(nearAirport, place) : Number.POSITIVE_INFINITY;
      if (km <= NEAR_KM) score += NEAR_UNIT + (NEAR_KM - km) * 1e7;
      else score += weightScore[at] as number;
      if (best.length === limit && score <= (best[limit - 1] as { score: number }).score) continue;
      let i = best.length;
      while (i > 0 && (best[i - 1] as { score: number }).score < score) i -= 1;
      best.splice(i, 0, { at, score });
      if (best.length > limit) best.pop();
    }
    return best.map(({ at }) => ({ ...(this.places[at] as IndexedPlace).place }));
  }
}
