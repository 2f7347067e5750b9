import {
  type BookingService,
  offeredBookingServices,
  type RemoteEntry,
  supportProduct,
} from '@portal/shared/contracts';
import { callApi } from '@portal/shared/http';
import { useEffect, useState } from 'react';

/**
 * The other services the programme offers a visitor (the widget's tiles): their remote is switched
 * on in the registry the loader read, and the programme supports them (`/user/support-product`,
 * as the portal's home page decides). None until the programme has answered, none if it cannot.
 */
export function useOtherOfferedServices(remotes: readonly RemoteEntry[]): BookingService[] {
  const [offered, setOffered] = useState<BookingService[]>([]);
  // By value: the loader hands a new list with every update of the widget's props.
  const enabledKey = remotes
    .filter((remote) => remote.enabled)
    .map((remote) => remote.name)
    .join(' ');
  useEffect(() => {
    const enabled = new Set(enabledKey.split(' '));
    let live = true;
    callApi(supportProduct, {}, { quiet: true }).then(
      (outcome) => {
        if (!live || !outcome.ok) return;
        const services = offeredBookingServices((name) => enabled.has(name), outcome.result);
        setOffered(services.filter((service) => service !== 'fast_track'));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabledKey]);
  return offered;
}
