import { create } from 'zustand';

/** Requests slower than this show the global spinner (specification §9). */
export const SPINNER_DELAY_MS = 3000;

interface LoadingState {
  /** Requests that have been running for longer than SPINNER_DELAY_MS. */
  slowRequests: number;
  /** Shows the offline notice. */
  offline: boolean;
  slowStarted: () => void;
  slowEnded: () => void;
  setOffline: (offline: boolean) => void;
}

export const useLoadingStore = create<LoadingState>()((set) => ({
  slowRequests: 0,
  offline: false,
  slowStarted: () => set((s) => ({ slowRequests: s.slowRequests + 1 })),
  slowEnded: () => set((s) => ({ slowRequests: Math.max(0, s.slowRequests - 1) })),
  setOffline: (offline) => set({ offline }),
}));
