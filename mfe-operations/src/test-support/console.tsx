import type { OperatorRole } from '@portal/shared/contracts';
import { configureHttp } from '@portal/shared/http';
import { initRemoteTexts, openRoutes } from '@portal/shared/testing';
import { useOperatorSession } from '../lib/operator-session';
import { NAMESPACE } from '../namespace';
import { routes } from '../routes';

export const ADMIN_TOKEN = 'op_admin-token-for-the-test';

/** The console's texts in English, as its screens find them. */
export const initConsoleTexts = async () => {
  configureHttp({ navigate: () => {} });
  await initRemoteTexts(NAMESPACE);
};

/** An operator signed in to the console with `roles` (an hour left). */
export const signInAs = (roles: OperatorRole[], token = ADMIN_TOKEN) =>
  useOperatorSession.getState().signIn({
    token,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    operator: { id: 1, email: 'ops.test@portal.test', displayName: 'Olga Ops', roles },
  });

/** The console's route table at `path`, as the shell mounts it. */
export const openConsole = (path: string) => openRoutes(path, routes);
