import { type EndpointContract, login } from '@portal/shared/contracts';
import { operatorLogin } from '@portal/shared/contracts/operations';
import { sql } from 'drizzle-orm';
import { DEMO_EMAIL, DEMO_OPERATOR_PASSWORD, DEMO_PASSWORD } from '../../src/db/seed/demo';
import { okResult } from '../helpers/envelope';
import type { TestApp } from '../helpers/test-app';

export const KEY = 'test-operator-key-0123456789';
export const ADMIN = 'ops.admin@portal.test';
export const QUOTES = 'ops.quotes@portal.test';
export const VIEWER = 'ops.viewer@portal.test';

export type Caller = { token: string } | { key: string } | Record<string, never>;

/** A call of a contract's endpoint as a caller: an operator's or cardholder's token, the key, or nobody. */
export const callAs = (t: TestApp, contract: EndpointContract, input: unknown, caller: Caller = {}) =>
  t.app.inject({
    method: contract.method,
    url: `/api${contract.path}`,
    headers: {
      channel: 'web',
      ...('token' in caller ? { authorization: `Bearer ${caller.token}` } : {}),
      ...('key' in caller ? { 'x-operator-key': caller.key } : {}),
    },
    ...(contract.method === 'GET'
      ? { query: input as Record<string, string> }
      : { payload: input as object }),
  });

export const signIn = async (t: TestApp, email: string, password = DEMO_OPERATOR_PASSWORD) =>
  okResult(operatorLogin, await callAs(t, operatorLogin, { email, password }));

/** A demo operator's token. */
export const operatorToken = async (t: TestApp, email: string): Promise<string> =>
  (await signIn(t, email)).token;

/** The demo cardholder's token. */
export const cardholderToken = async (t: TestApp): Promise<string> =>
  okResult(login, await callAs(t, login, { email: DEMO_EMAIL, password: DEMO_PASSWORD })).token;

export interface AuditRowSeen extends Record<string, unknown> {
  actor_kind: string;
  operator_email: string | null;
  action: string;
  target: string | null;
  outcome: string;
  client_ip: string | null;
  details: Record<string, unknown>;
}

/** The audit rows written since `afterId`, oldest first. */
export const auditSince = (t: TestApp, afterId: number) =>
  t.database.rows<AuditRowSeen & { id: number }>(
    sql`select id, actor_kind, operator_email, action, target, outcome, client_ip, details
        from audit_log where id > ${afterId} order by id`,
  );

export const lastAuditId = async (t: TestApp): Promise<number> => {
  const [row] = await t.database.rows<{ id: number }>(
    sql`select coalesce(max(id), 0)::int as id from audit_log`,
  );
  return Number(row?.id ?? 0);
};
