import type { OperatorRole } from '@portal/shared/contracts';
import { type Operator, rolesAllow } from '@portal/shared/contracts/operations';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Session-storage key of the console's sign-in (this tab only; never the cardholder's keys). */
export const OPERATOR_SESSION_KEY = 'operationsConsole';

export interface OperatorSignIn {
  /** `op_…`, sent in the `authorization` header of every console call. */
  token: string;
  /** When the session ends at the latest (ISO 8601); it may end earlier when idle. */
  expiresAt: string;
  operator: Operator;
}

interface OperatorSessionState {
  token: string | null;
  expiresAt: string | null;
  operator: Operator | null;
  /** The session was ended by the server (idle, expired, signed out elsewhere), not by Sign out. */
  ended: boolean;
  signIn: (session: OperatorSignIn) => void;
  /** Forgets the operator's session: Sign out, or `ended` when the server no longer knows it. */
  signOut: (how?: 'ended') => void;
}

/**
 * The operator signed in to the console: a store of its own, kept in session storage, so that the
 * cardholder's session (`@portal/shared/stores`) and the operator's never mix.
 */
export const useOperatorSession = create<OperatorSessionState>()(
  persist(
    (set) => ({
      token: null,
      expiresAt: null,
      operator: null,
      ended: false,
      signIn: ({ token, expiresAt, operator }) => set({ token, expiresAt, operator, ended: false }),
      signOut: (how) => set({ token: null, expiresAt: null, operator: null, ended: how === 'ended' }),
    }),
    {
      name: OPERATOR_SESSION_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ token, expiresAt, operator }) => ({ token, expiresAt, operator }),
    },
  ),
);

/** The signed-in operator while the session has not passed its latest end; else null. */
export const useSignedInOperator = (): Operator | null =>
  useOperatorSession(({ token, expiresAt, operator }) =>
    token && operator && expiresAt && Date.parse(expiresAt) > Date.now() ? operator : null,
  );

/** Whether the signed-in operator may do what needs `role` (the API's rule: `rolesAllow`). */
export const useHasRole = (role: OperatorRole): boolean => {
  const operator = useSignedInOperator();
  return operator !== null && rolesAllow(operator.roles, role);
};
