import { supportProduct } from '@portal/shared/contracts';
import { callApi } from '@portal/shared/http';
import { useRemoteEnabled } from '@portal/shared/stores';
import { useEffect, useState } from 'react';

/**
 * Whether to offer booking Transport: operations have its remote switched on and the programme
 * supports it (`/user/support-product`, asked quietly, only then). False until known.
 */
export function useSupportsTransport(): boolean {
  const enabled = useRemoteEnabled('mfe-transport');
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    callApi(supportProduct, {}, { quiet: true, signal: controller.signal }).then(
      (outcome) => {
        if (!controller.signal.aborted) setSupported(outcome.ok && outcome.result.supportTransport);
      },
      () => {},
    );
    return () => controller.abort();
  }, [enabled]);
  return enabled && supported;
}
