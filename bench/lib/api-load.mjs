// HTTP load with autocannon: a short warm-up, then the measured run.
import autocannon from 'autocannon';

/** What a browser sends with a JSON read (the API answers gzip from memory when it is accepted). */
const HEADERS = {
  accept: 'application/json, text/plain, */*',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-US',
};

/** @param {autocannon.Options} options */
const cannon = (options) => autocannon({ headers: HEADERS, ...options });

/**
 * @param {string} url
 * @param {{ connections: number; seconds: number; warmupSeconds: number }} options
 */
export const loadTest = async (url, { connections, seconds, warmupSeconds }) => {
  const probe = await fetch(url, { headers: HEADERS });
  if (!probe.ok) throw new Error(`${url} answered ${probe.status} before the load test`);
  if (warmupSeconds > 0) await cannon({ url, connections, duration: warmupSeconds });
  const result = await cannon({ url, connections, duration: seconds });
  return {
    url,
    connections,
    seconds,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors + result.timeouts + result.non2xx,
    detail: { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
    bytesPerSecond: result.throughput.average,
  };
};
