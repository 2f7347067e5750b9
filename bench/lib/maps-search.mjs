// Section `maps`: the address search of Transport Services (`POST /api/maps/search`, the sandbox
// gazetteer) under load, logged in as the demo cardholder, with keywords of every kind: whole
// names, prefixes being typed, IATA codes, accents, several words, `near` an airport, and a few
// that match nothing or thousands of places.
import autocannon from 'autocannon';

/** What the search is asked, in turn, by every connection. */
export const MAPS_KEYWORDS = [
  { keyword: 'Savoy' },
  { keyword: 'Heathrow' },
  { keyword: 'LHR' },
  { keyword: 'Paddington', near: 'LHR' },
  { keyword: 'The Plaza' },
  { keyword: 'sao paulo' },
  { keyword: 'São Paulo', near: 'GRU' },
  { keyword: 'Oxford', near: 'LHR' },
  { keyword: 'London', limit: 20 },
  { keyword: 'lon' },
  { keyword: 'new york', near: 'JFK' },
  { keyword: 'Hilton', near: 'CDG', limit: 20 },
  { keyword: 'gare du' },
  { keyword: 'zurich' },
  { keyword: "king's cross" },
  { keyword: 'sa' },
  { keyword: 'un', limit: 20 },
  { keyword: 'Madrid Atocha' },
  { keyword: 'xqzvwk' },
  { keyword: 'Manchester' },
];

const HEADERS = {
  accept: 'application/json, text/plain, */*',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-US',
  'content-type': 'application/json',
};

/** A business failure is HTTP 200 with `state '0'`: counted as an error, not as a fast answer. */
const FAILED_ENVELOPE = '{"state":"0"';

/**
 * One search, timed; throws unless it answers a success envelope.
 * @param {string} apiUrl
 * @param {string} token
 * @param {object} body
 */
export const searchOnce = async (apiUrl, token, body) => {
  const started = performance.now();
  const response = await fetch(`${apiUrl}/api/maps/search`, {
    method: 'POST',
    headers: { ...HEADERS, authorization: token },
    body: JSON.stringify(body),
  });
  const envelope = /** @type {any} */ (await response.json());
  const ms = performance.now() - started;
  if (!response.ok || envelope?.state !== '1')
    throw new Error(
      `maps/search ${JSON.stringify(body)}: HTTP ${response.status}, ${JSON.stringify(envelope)}`,
    );
  return { ms, places: /** @type {{ id: string }[]} */ (envelope.result.places) };
};

/**
 * The first search after start (the gazetteer is indexed in the background once the server
 * listens), a probe of every keyword, then autocannon cycling through them.
 * @param {string} apiUrl
 * @param {string} token
 * @param {{ connections: number; seconds: number; warmupSeconds: number }} load
 */
export const measureMapsSearch = async (apiUrl, token, { connections, seconds, warmupSeconds }) => {
  const first = await searchOnce(apiUrl, token, { keyword: 'Savoy' });
  if (first.places[0]?.id !== 'poi:lon-the-savoy')
    throw new Error(`maps/search 'Savoy' answered ${JSON.stringify(first.places[0])} first`);
  const found = {};
  for (const body of MAPS_KEYWORDS)
    found[body.keyword] = (await searchOnce(apiUrl, token, body)).places.length;
  const options = {
    url: `${apiUrl}/api/maps/search`,
    connections,
    requests: MAPS_KEYWORDS.map((body) => ({
      method: /** @type {const} */ ('POST'),
      headers: { ...HEADERS, authorization: token },
      body: JSON.stringify(body),
    })),
    verifyBody: (/** @type {string} */ body) => !body.startsWith(FAILED_ENVELOPE),
  };
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    url: options.url,
    keywords: MAPS_KEYWORDS,
    placesFound: found,
    firstSearchMs: first.ms,
    connections,
    seconds,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors + result.timeouts + result.non2xx + result.mismatches,
    detail: {
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      failedEnvelopes: result.mismatches,
    },
  };
};
