import { BOOKING_SERVICES, type BookingService } from '@portal/shared/contracts';
import { loadNamespaces } from '@portal/shared/i18n';
import {
  asBookingDetailModule,
  BOOKING_DETAIL_MODULE,
  type BookingDetailModule,
} from '@portal/shared/remote';
import { loadExposedModule } from '@portal/shared/stores';
import { useEffect, useState } from 'react';

export type BookingDetailLoad =
  | { status: 'loading' }
  | { status: 'ready'; module: BookingDetailModule }
  /** The service's remote is switched off, did not load, or exposes no usable `./booking-detail`. */
  | { status: 'unavailable' };

/** Modules already loaded, with their texts: opening another booking of the service shows no spinner. */
const loaded = new Map<BookingService, BookingDetailModule>();

/**
 * The service's `./booking-detail` module, from its remote (`BOOKING_SERVICES[…].remote`) through
 * the host's loader, with its message namespace loaded (decisions 0007 and 0008). Never throws:
 * whatever goes wrong, the page shows what the list knew instead.
 */
export async function loadBookingDetailModule(service: BookingService): Promise<BookingDetailModule | null> {
  const known = loaded.get(service);
  if (known) return known;
  try {
    const module = asBookingDetailModule(
      await loadExposedModule(BOOKING_SERVICES[service].remote, BOOKING_DETAIL_MODULE),
    );
    if (!module) return null;
    await loadNamespaces(module.namespace);
    loaded.set(service, module);
    return module;
  } catch {
    return null;
  }
}

/** Forgets the loaded modules (tests). */
export const forgetBookingDetailModules = () => loaded.clear();

/** `loadBookingDetailModule` for a screen: loading, the module, or unavailable. */
export function useBookingDetailModule(service: BookingService): BookingDetailLoad {
  const [state, setState] = useState<BookingDetailLoad>(() => {
    const known = loaded.get(service);
    return known ? { status: 'ready', module: known } : { status: 'loading' };
  });
  useEffect(() => {
    let current = true;
    const known = loaded.get(service);
    if (known) {
      setState({ status: 'ready', module: known });
      return;
    }
    setState({ status: 'loading' });
    void loadBookingDetailModule(service).then((module) => {
      if (current) setState(module ? { status: 'ready', module } : { status: 'unavailable' });
    });
    return () => {
      current = false;
    };
  }, [service]);
  return state;
}
