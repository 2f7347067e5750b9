import { useCallback, useState } from 'react';

/**
 * A form's request in flight: `run(work)` marks the form busy until the work ends. A failed
 * connection is not reported again here (the http client's dialog has already said so).
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // Connection problems are already shown by the http client's dialog.
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, run] as const;
}
