import { create } from 'zustand';
import type { RemoteEntry, RemoteName } from '../contracts/endpoints/remotes';

interface RegistryState {
  remotes: RemoteEntry[];
  /** False until the shell has fetched the list (or given up and used none). */
  loaded: boolean;
  setRemotes: (remotes: RemoteEntry[]) => void;
}

export const useRegistryStore = create<RegistryState>()((set) => ({
  remotes: [],
  loaded: false,
  setRemotes: (remotes) => set({ remotes, loaded: true }),
}));

export const isRemoteEnabled = (remotes: RemoteEntry[], name: RemoteName) =>
  remotes.some((r) => r.name === name && r.enabled);

/** Hook: is this remote switched on by operations? (Links and tiles hide when it is not.) */
export const useRemoteEnabled = (name: RemoteName) =>
  useRegistryStore((s) => isRemoteEnabled(s.remotes, name));
