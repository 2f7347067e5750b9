import {
  BOOKING_SERVICE_KEYS,
  BOOKING_SERVICES,
  type BookingService,
  offeredBookingServices,
  type ProgrammeSupport,
  type RemoteName,
  supportProduct,
} from '@portal/shared/contracts';
import { callApi } from '@portal/shared/http';
import { isRemoteEnabled, useRegistryStore } from '@portal/shared/stores';
import { useEffect, useMemo, useState } from 'react';

const NOTHING_SUPPORTED: ProgrammeSupport = { supportTransport: false, supportAgreement: false };

/**
 * The booking services to offer ("Book …" links), in the service table's order, like the shell's
 * tiles: operations have the remote switched on (before the registry is read, as on a standalone
 * page, none is known to be off) and, for a service that depends on one, the programme's flag is
 * true (`/user/support-product`, asked quietly, only when such a service's remote is on).
 */
export function useOfferedServices(): BookingService[] {
  const loaded = useRegistryStore((s) => s.loaded);
  const remotes = useRegistryStore((s) => s.remotes);
  const remoteEnabled = useMemo(
    () => (remote: RemoteName) => !loaded || isRemoteEnabled(remotes, remote),
    [loaded, remotes],
  );
  const needsSupport = BOOKING_SERVICE_KEYS.some(
    (service) =>
      BOOKING_SERVICES[service].offeredBy !== null && remoteEnabled(BOOKING_SERVICES[service].remote),
  );
  const [support, setSupport] = useState<ProgrammeSupport>(NOTHING_SUPPORTED);
  useEffect(() => {
    if (!needsSupport) return;
    const controller = new AbortController();
    callApi(supportProduct, {}, { quiet: true, signal: controller.signal }).then(
      (outcome) => {
        if (!controller.signal.aborted && outcome.ok) setSupport(outcome.result);
      },
      () => {},
    );
    return () => controller.abort();
  }, [needsSupport]);
  return useMemo(() => offeredBookingServices(remoteEnabled, support), [remoteEnabled, support]);
}
