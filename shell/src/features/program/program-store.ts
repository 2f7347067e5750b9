import { create } from 'zustand';

/** What the programme offers this visitor or cardholder (from project-status and support-product). */
interface ProgramState {
  /** false: the programme is no longer available; null: not known (the call failed). */
  projectStatus: boolean | null;
  /** null until support-product has answered: the page shows what its frame showed until then. */
  supportTransport: boolean | null;
  supportAgreement: boolean | null;
  setProjectStatus: (projectStatus: boolean) => void;
  setSupport: (support: { supportTransport: boolean; supportAgreement: boolean }) => void;
}

export const useProgramStore = create<ProgramState>()((set) => ({
  projectStatus: null,
  supportTransport: null,
  supportAgreement: null,
  setProjectStatus: (projectStatus) => set({ projectStatus }),
  setSupport: (support) => set(support),
}));
