import {
  operatorAudit,
  operatorAuditExport,
  operatorHealth,
  operatorLogin,
  operatorLogout,
  operatorMe,
  operatorProgramme,
  operatorRemotes,
  setOperatorProgramme,
  updateOperatorMe,
} from '@portal/shared/contracts/operations';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../endpoint';
import { auditContextOf, registerAuditedEndpoint } from './audited-endpoint';

/**
 * The operations console's own calls (decision 0019): sign-in and out, who is calling, the audit
 * log and its CSV export, the programme's switches, the health of the background work, the remotes.
 */
export const registerOperationsEndpoints = (app: FastifyInstance): void => {
  const operations = app.services.operations;

  // Counted against the same per-address limit as cardholders' logins; audited by the service.
  registerEndpoint(
    app,
    operatorLogin,
    ({ input, request }) => operations.accounts.login(input.email, input.password, request.ip),
    { ipRateLimit: 'login' },
  );

  registerAuditedEndpoint(
    app,
    operatorLogout,
    { action: 'logout', target: () => null },
    async ({ request }) => operations.accounts.logout(auditContextOf(request).actor),
  );

  registerEndpoint(app, operatorMe, ({ request }) => operations.accounts.me(auditContextOf(request).actor));

  registerAuditedEndpoint(
    app,
    updateOperatorMe,
    {
      action: 'me.update',
      target: () => null,
      details: (input) => ({ displayName: input.displayName ?? null }),
    },
    async ({ input, audit, within }) => operations.accounts.updateMe(audit.actor, input, within),
  );

  registerEndpoint(app, operatorAudit, ({ input }) => operations.audit.list(input));

  registerEndpoint(app, operatorAuditExport, async ({ input, reply }) => {
    const csv = await operations.audit.csv(input);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  });

  registerEndpoint(app, operatorProgramme, () => operations.programme.read());

  registerAuditedEndpoint(
    app,
    setOperatorProgramme,
    {
      action: 'programme.set',
      target: (input) => input.code,
      details: ({ code: _code, ...switches }) => switches,
    },
    async ({ input, within }) => operations.programme.set(input, within),
  );

  registerEndpoint(app, operatorHealth, () => operations.health.read());

  registerEndpoint(app, operatorRemotes, () => operations.remotes());
};
