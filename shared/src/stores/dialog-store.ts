import { create } from 'zustand';

/**
 * Dialogs are owned and rendered by the shell; any remote opens one through this store.
 * `openDialog` resolves with the action the user took.
 */
export type DialogRequest =
  | { kind: 'logout' }
  | { kind: 'sessionTimeout' }
  | { kind: 'connectionError' }
  | { kind: 'programUnavailable' }
  | {
      kind: 'message';
      title?: string;
      message: string;
      /** Closes by itself after this many ms (default 2000); 0 keeps it open until closed. */
      durationMs?: number;
    }
  | {
      kind: 'confirm';
      title: string;
      message: string;
      confirmLabel?: string;
      cancelLabel?: string;
    }
  | {
      /**
       * Worldline's hosted tokenization: the host's card page in an iframe (the host's tokenizer
       * script), with Pay and Cancel. Pay submits the card from the iframe to the host and hands
       * `onTokenized` the session's id, then answers 'confirm'; Cancel or Escape answer 'close'.
       */
      kind: 'hostedCardEntry';
      hostedTokenizationUrl: string;
      /** Minor units; 0 for a card check (the button then says Continue, not Pay). */
      amount: number;
      onTokenized: (hostedTokenizationId: string) => void;
    };

/** Dialogs shown once however many ask at the same time (later requests share the first's answer). */
const SHARED_KINDS: ReadonlySet<DialogRequest['kind']> = new Set([
  'logout',
  'sessionTimeout',
  'connectionError',
  'programUnavailable',
]);

/** 'confirm' for OK / Try Again / Log out / the confirm button; 'close' for Close, Cancel, Escape or time-out. */
export type DialogAction = 'confirm' | 'close';

export interface OpenDialog {
  id: number;
  request: DialogRequest;
  resolve: (action: DialogAction) => void;
}

export const MESSAGE_DIALOG_DEFAULT_MS = 2000;

interface DialogState {
  dialogs: OpenDialog[];
  openDialog: (request: DialogRequest) => Promise<DialogAction>;
  closeDialog: (id: number, action: DialogAction) => void;
}

let nextId = 1;

export const useDialogStore = create<DialogState>()((set, get) => ({
  dialogs: [],
  openDialog: (request) =>
    new Promise<DialogAction>((resolve) => {
      // One connection-error or session-timeout dialog at a time: later requests share its answer.
      const same = get().dialogs.find(
        (d) => d.request.kind === request.kind && SHARED_KINDS.has(request.kind),
      );
      if (same) {
        const previous = same.resolve;
        same.resolve = (action) => {
          previous(action);
          resolve(action);
        };
        return;
      }
      set((s) => ({ dialogs: [...s.dialogs, { id: nextId++, request, resolve }] }));
    }),
  closeDialog: (id, action) => {
    const dialog = get().dialogs.find((d) => d.id === id);
    if (!dialog) return;
    set((s) => ({ dialogs: s.dialogs.filter((d) => d.id !== id) }));
    dialog.resolve(action);
  },
}));

export const openDialog = (request: DialogRequest) => useDialogStore.getState().openDialog(request);
