// Records a page's network traffic through its own CDP session: every request with its type,
// status, content encoding, bytes on the wire (`encodedDataLength`: headers and compressed body)
// and, for scripts and documents, the decoded body (to recognise the shared packages' code, and
// the scripts a page names).

const isScript = (/** @type {Entry} */ entry) =>
  entry.type === 'Script' || /javascript|ecmascript/i.test(entry.mimeType ?? '');

/**
 * @typedef {object} Entry
 * @property {string} id
 * @property {string} url
 * @property {string} type CDP resource type (Document, Script, Fetch, Stylesheet, ...)
 * @property {number} [status]
 * @property {string} [mimeType]
 * @property {string} [encoding] the response's content-encoding ('' when none)
 * @property {boolean} [fromCache]
 * @property {number} [transferBytes] loadingFinished.encodedDataLength (headers + body on the wire)
 * @property {number} bodyBytes sum of dataReceived.encodedDataLength (compressed body only)
 * @property {boolean} done
 * @property {string} [failed]
 * @property {number} [wallTime] when the request was sent (ms since the epoch, the browser's clock)
 * @property {number} [sentAt] the same in CDP's monotonic seconds
 * @property {number} [finishedWallTime] when its response had arrived (ms since the epoch, the browser's clock)
 * @property {Promise<string | null>} [body] scripts' and documents' decoded bodies
 */

/**
 * @param {import('@playwright/test').Page} page
 * @param {{ acceptEncoding?: string }} [options]
 */
export const recordNetwork = async (page, options = {}) => {
  const cdp = await page.context().newCDPSession(page);
  /** @type {Map<string, Entry>} */
  const byId = new Map();
  /** @type {Entry[]} */
  const entries = [];
  let lastActivity = Date.now();
  const touch = () => {
    lastActivity = Date.now();
  };

  cdp.on('Network.requestWillBeSent', (event) => {
    touch();
    const previous = byId.get(event.requestId);
    // A redirect reuses the request id: keep the earlier hop as its own finished entry.
    if (previous && event.redirectResponse) previous.done = true;
    const entry = {
      id: event.requestId,
      url: event.request.url,
      type: event.type ?? 'Other',
      bodyBytes: 0,
      done: false,
      wallTime: event.wallTime * 1000,
      sentAt: event.timestamp,
    };
    byId.set(event.requestId, entry);
    entries.push(entry);
  });
  cdp.on('Network.responseReceived', (event) => {
    touch();
    const entry = byId.get(event.requestId);
    if (!entry) return;
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    entry.type = event.type ?? entry.type;
    entry.status = event.response.status;
    entry.mimeType = event.response.mimeType;
    entry.encoding = headers['content-encoding'] ?? '';
    entry.fromCache = Boolean(event.response.fromDiskCache || event.response.fromPrefetchCache);
    entry.headerBytes = event.response.encodedDataLength;
  });
  cdp.on('Network.dataReceived', (event) => {
    touch();
    const entry = byId.get(event.requestId);
    if (entry) entry.bodyBytes += event.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    touch();
    const entry = byId.get(event.requestId);
    if (!entry) return;
    entry.transferBytes = event.encodedDataLength;
    entry.done = true;
    if (entry.wallTime !== undefined && entry.sentAt !== undefined)
      entry.finishedWallTime = entry.wallTime + (event.timestamp - entry.sentAt) * 1000;
    if (isScript(entry) || entry.type === 'Document') {
      entry.body = cdp
        .send('Network.getResponseBody', { requestId: event.requestId })
        .then((r) => (r.base64Encoded ? Buffer.from(r.body, 'base64').toString('utf8') : r.body))
        .catch(() => null);
    }
  });
  cdp.on('Network.loadingFailed', (event) => {
    touch();
    const entry = byId.get(event.requestId);
    if (!entry) return;
    entry.done = true;
    entry.failed = event.errorText;
  });

  await cdp.send('Network.enable', {
    maxTotalBufferSize: 64 * 1024 * 1024,
    maxResourceBufferSize: 16 * 1024 * 1024,
  });
  // The budgets are in gzip bytes: ask every server for gzip only (a browser would prefer br).
  if (options.acceptEncoding) {
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': options.acceptEncoding } });
  }

  return {
    cdp,
    entries,
    /** Index to slice the entries recorded after this moment. */
    mark: () => entries.length,
    /**
     * Resolves once no request is in flight and nothing happened for `quietMs`.
     * @param {number} [quietMs]
     * @param {number} [timeoutMs]
     */
    async settle(quietMs = 500, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const busy = entries.some((e) => !e.done);
        if (!busy && Date.now() - lastActivity >= quietMs) return;
        if (Date.now() > deadline) {
          const pending = entries.filter((e) => !e.done).map((e) => e.url);
          throw new Error(
            `the page did not settle within ${timeoutMs / 1000} s (pending: ${pending.join(', ')})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
};

/** @param {Entry[]} entries */
export const scriptsOf = (entries) => entries.filter((e) => isScript(e) && !e.failed && !e.fromCache);

/** @param {Entry[]} entries */
export const sumTransfer = (entries) => entries.reduce((sum, e) => sum + (e.transferBytes ?? 0), 0);

/** @param {Entry[]} entries */
export const sumBody = (entries) => entries.reduce((sum, e) => sum + e.bodyBytes, 0);
