// HTTP load with autocannon: a short warm-up, then the measured run.
import autocannon from 'autocannon';

/** What a browser sends with a JSON read (the API answers gzip from memory when it is accepted). */
const HEADERS = {
  accept: 'application/json, text/plain, */*',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-US',
};

/**
 * A business failure is HTTP 200 with `state '0'` (e.g. 20002, session expired): such an envelope is
 * small, so never compressed, and starts like this. Counted as an error, not as a fast answer.
 */
const FAILED_ENVELOPE = '{"state":"0"';

/** @param {autocannon.Options} options */
const cannon = (options) =>
  autocannon({ verifyBody: (body) => !body.startsWith(FAILED_ENVELOPE), ...options });

/**
 * @typedef {object} LoadRequest
 * @property {'GET' | 'POST'} [method]
 * @property {Record<string, string>} [headers] added to the browser's
 * @property {unknown} [body] sent as JSON
 * @property {(envelope: any) => string | null} [check] the probe's answer, parsed: null when right,
 *   else what is wrong (the load test does not run then)
 */

/** @param {LoadRequest} request */
const requestOf = (request) => {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const headers = {
    ...HEADERS,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...request.headers,
  };
  return { method: request.method ?? 'GET', headers, ...(body === undefined ? {} : { body }) };
};

/**
 * One request as a browser sends it; throws unless it answers 2xx and passes `check`.
 * @param {string} url
 * @param {LoadRequest} [request]
 */
export const probe = async (url, request = {}) => {
  const init = requestOf(request);
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method} ${url} answered ${response.status}`);
  if (!request.check) return;
  const problem = request.check(await response.json());
  if (problem) throw new Error(`${init.method} ${url}: ${problem}`);
};

/**
 * @param {string} url
 * @param {{ connections: number; seconds: number; warmupSeconds: number }} options
 * @param {LoadRequest} [request]
 */
export const loadTest = async (url, { connections, seconds, warmupSeconds }, request = {}) => {
  await probe(url, request);
  const init = requestOf(request);
  const options = { url, connections, ...init };
  if (warmupSeconds > 0) await cannon({ ...options, duration: warmupSeconds });
  const result = await cannon({ ...options, duration: seconds });
  return {
    url,
    method: init.method,
    body: request.body,
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
    bytesPerSecond: result.throughput.average,
  };
};
