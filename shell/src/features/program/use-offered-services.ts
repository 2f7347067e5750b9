import { type BookingService, offeredBookingServices } from '@portal/shared/contracts';
import { isRemoteEnabled, useRegistryStore } from '@portal/shared/stores';
import { useMemo } from 'react';
import { FRAME_STATE, useFramed } from '../../app/frame';
import { useProgramSupport } from './use-program-support';

/**
 * The booking services to offer (home tiles), in the service table's order: their remote is
 * switched on and the programme's flag for them, if any, is true (decision 0008).
 */
export function useOfferedServices(): BookingService[] {
  const remotes = useFramed(
    useRegistryStore((s) => s.remotes),
    FRAME_STATE.remotes,
  );
  const { supportTransport, supportAgreement } = useProgramSupport();
  return useMemo(
    () =>
      offeredBookingServices((remote) => isRemoteEnabled(remotes, remote), {
        supportTransport,
        supportAgreement,
      }),
    [remotes, supportTransport, supportAgreement],
  );
}
