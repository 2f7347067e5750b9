/**
 * Polls a URL until it answers 2xx or the time runs out; stops early when `child`, the process
 * that should be serving it, has exited.
 * @param {string} url
 * @param {number} timeoutMs
 * @param {import('node:child_process').ChildProcess} [child]
 */
export const waitForUrl = async (url, timeoutMs, child) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited (code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
};
