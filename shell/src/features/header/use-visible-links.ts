import { isRemoteEnabled, useRegistryStore } from '@portal/shared/stores';
import { useProgramStore } from '../program/program-store';
import type { NavItem } from './nav-items';

/** The links whose remote is switched on (and, for transport, supported by the programme). */
export function useVisibleLinks(items: readonly NavItem[]): NavItem[] {
  const remotes = useRegistryStore((s) => s.remotes);
  const supportTransport = useProgramStore((s) => s.supportTransport);
  return items.filter(
    (item) =>
      (!item.remote || isRemoteEnabled(remotes, item.remote)) && (!item.needsTransport || supportTransport),
  );
}
