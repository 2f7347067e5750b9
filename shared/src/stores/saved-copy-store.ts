import { create } from 'zustand';

interface SavedCopyState {
  /** When the answer the page last read was saved on the device (ISO time); null for a fresh answer. */
  savedAt: string | null;
  note: (savedAt: string | null) => void;
}

/** Whether what the page shows came from the device, offline (set by the HTTP client's answers). */
export const useSavedCopyStore = create<SavedCopyState>()((set) => ({
  savedAt: null,
  note: (savedAt) => set((state) => (state.savedAt === savedAt ? state : { savedAt })),
}));
