import { isRemoteEnabled, useRegistryStore } from '@portal/shared/stores';
import { FRAME_STATE, useFramed } from '../../app/frame';
import { useProgramSupport } from '../program/use-program-support';
import type { NavItem } from './nav-items';

/** The links whose remote is switched on and, for a service, whose programme flag is true. */
export function useVisibleLinks(items: readonly NavItem[]): NavItem[] {
  const remotes = useFramed(
    useRegistryStore((s) => s.remotes),
    FRAME_STATE.remotes,
  );
  const support = useProgramSupport();
  return items.filter(
    (item) =>
      (!item.remote || isRemoteEnabled(remotes, item.remote)) && (!item.offeredBy || support[item.offeredBy]),
  );
}
