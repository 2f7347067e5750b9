import {
  type EndpointContract,
  ErrorCode,
  type OperatorRole,
  remoteList,
  setRemoteEnabled,
} from '@portal/shared/contracts';
import { mintActivationCodes } from '@portal/shared/contracts/accounts';
import { setOperatorProgramme } from '@portal/shared/contracts/operations';
import { assignMeetDetails } from '@portal/shared/contracts/operator';
import {
  declineTransportRequest,
  quoteTransportRequest,
  setTransportFleet,
} from '@portal/shared/contracts/transport';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRemotesCli } from '../../src/cli/remotes';
import { allContracts, registeredContracts } from '../helpers/contracts';
import { okResult } from '../helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from '../helpers/test-app';
import { ADMIN, auditSince, callAs, KEY, lastAuditId, operatorToken, QUOTES, VIEWER } from './harness';

/** Every operator endpoint that changes something, with an input its role may send. */
const WRITES: Array<{ contract: EndpointContract; input: object; role: OperatorRole }> = [
  { contract: setRemoteEnabled, input: { name: 'mfe-help', enabled: true }, role: 'remotes' },
  { contract: mintActivationCodes, input: { cardLevel: 'classic', count: 1 }, role: 'programme' },
  { contract: setOperatorProgramme, input: { code: 'DEMO', supportAgreement: true }, role: 'programme' },
  { contract: setTransportFleet, input: { airportCode: 'LHR', carType: 'van', cars: 3 }, role: 'quotes' },
  { contract: quoteTransportRequest, input: { orderNo: 'TS-AAAAAA', amount: 1000 }, role: 'quotes' },
  { contract: declineTransportRequest, input: { orderNo: 'TS-AAAAAA', reason: 'No van' }, role: 'quotes' },
  {
    contract: assignMeetDetails,
    input: {
      orderNo: 'TS-AAAAAA',
      name: 'Sam Driver',
      phone: { mobileNoPrefix: '44', mobileNo: '7400123456' },
      vehicle: { description: 'Black van', plate: 'AB12 CDE' },
    },
    role: 'quotes',
  },
];

describe.each(databaseTargets)('operator roles on %s', (target) => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp(target, { env: { OPERATOR_KEY: KEY } });
    // One operator more per role, for the matrix.
    await t.database.rows(sql`
      insert into operators (email, display_name, password_hash, roles)
      select 'ops.remotes@portal.test', 'Rita Remotes', password_hash, array['remotes'] from operators where email = ${VIEWER}
      union all
      select 'ops.programme@portal.test', 'Paul Programme', password_hash, array['programme'] from operators where email = ${VIEWER}`);
    for (const email of [ADMIN, QUOTES, VIEWER, 'ops.remotes@portal.test', 'ops.programme@portal.test'])
      tokens.set(email, await operatorToken(t, email));
  });
  afterAll(() => t?.close());

  const token = (email: string) => {
    const value = tokens.get(email);
    if (!value) throw new Error(`no token for ${email}`);
    return value;
  };

  it('names a role on every operator contract, and covers every write here', () => {
    const operatorContracts = allContracts.filter((contract) => contract.auth === 'operator');
    for (const contract of operatorContracts) expect(contract.role, contract.path).toBeDefined();
    const writes = operatorContracts
      .filter((contract) => contract.role !== 'viewer' && contract.method === 'POST')
      .map((contract) => contract.path);
    expect(writes.sort()).toEqual(WRITES.map((write) => write.contract.path).sort());
  });

  const ROLE_OF: Record<string, OperatorRole[]> = {
    [ADMIN]: ['remotes', 'quotes', 'programme', 'viewer'],
    [QUOTES]: ['quotes'],
    [VIEWER]: ['viewer'],
    'ops.remotes@portal.test': ['remotes'],
    'ops.programme@portal.test': ['programme'],
  };

  it.each(Object.keys(ROLE_OF))(
    'allows %s exactly the writes of its roles; every refusal is OPERATOR_ROLE_MISSING, audited',
    async (email) => {
      for (const { contract, input, role } of WRITES) {
        const where = `${email} ${contract.path}`;
        const before = await lastAuditId(t);
        const response = await callAs(t, contract, input, { token: token(email) });
        const body = response.json() as { state: string; errorCode: number | null; result: unknown };
        const rows = await auditSince(t, before);
        if (ROLE_OF[email]?.includes(role)) {
          expect(body.errorCode, where).not.toBe(ErrorCode.OPERATOR_ROLE_MISSING);
          expect(response.statusCode, where).not.toBe(403);
          // Done or refused by its own rules (an unknown order): either way one row of the change.
          expect(rows, where).toEqual([
            expect.objectContaining({
              actor_kind: 'operator',
              operator_email: email,
              outcome: body.state === '1' ? 'success' : 'failure',
            }),
          ]);
        } else {
          expect(response.statusCode, where).toBe(403);
          expect(body, where).toMatchObject({
            state: '0',
            errorCode: ErrorCode.OPERATOR_ROLE_MISSING,
            result: { role },
          });
          expect(rows, where).toEqual([
            expect.objectContaining({
              action: 'access.refused',
              operator_email: email,
              target: `${contract.method} /api${contract.path}`,
              outcome: 'refused',
              client_ip: '127.0.0.1',
            }),
          ]);
        }
      }
    },
  );

  it('refuses the role before looking at the body (hostile input included)', async () => {
    const response = await callAs(
      t,
      setRemoteEnabled,
      { name: '<script>', junk: true },
      { token: token(VIEWER) },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: ErrorCode.OPERATOR_ROLE_MISSING });
  });

  it('lets a viewer read every read endpoint, and switch nothing', async () => {
    const reads = registeredContracts(t.app).filter(
      (contract) => contract.auth === 'operator' && contract.role === 'viewer' && contract.method === 'GET',
    );
    expect(reads.map((contract) => contract.path).sort()).toEqual([
      '/operator/audit',
      '/operator/audit/export',
      '/operator/health',
      '/operator/jobs',
      '/operator/me',
      '/operator/programme',
      '/operator/remotes',
      '/operator/transport/requests',
    ]);
    for (const contract of reads) {
      const response = await callAs(t, contract, {}, { token: token(VIEWER) });
      expect(response.statusCode, contract.path).toBe(200);
      if (contract.path !== '/operator/audit/export')
        expect(response.json(), contract.path).toMatchObject({ state: '1' });
    }
    const enabled = async () =>
      okResult(remoteList, await t.app.inject('/api/public/remotes')).find(
        (remote) => remote.name === 'mfe-help',
      )?.enabled;
    expect(await enabled()).toBe(true);
    await callAs(t, setRemoteEnabled, { name: 'mfe-help', enabled: false }, { token: token(VIEWER) });
    expect(await enabled()).toBe(true);
  });

  it('audits the operator key as automation, and the CLI keeps working with it', async () => {
    const before = await lastAuditId(t);
    okResult(
      setRemoteEnabled,
      await callAs(t, setRemoteEnabled, { name: 'mfe-help', enabled: false }, { key: KEY }),
    );
    okResult(
      setRemoteEnabled,
      await callAs(t, setRemoteEnabled, { name: 'mfe-help', enabled: true }, { key: KEY }),
    );
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const out: string[] = [];
    const code = await runRemotesCli(['disable', 'mfe-account', '--url', url], {
      out: (line) => out.push(line),
      err: (line) => out.push(line),
      env: { OPERATOR_KEY: KEY },
      fetch,
    });
    expect({ code, out }).toEqual({ code: 0, out: ['mfe-account is now disabled.'] });
    const rows = await auditSince(t, before);
    expect(
      rows.map((row) => [
        row.actor_kind,
        row.operator_email,
        row.action,
        row.target,
        row.details,
        row.outcome,
      ]),
    ).toEqual([
      ['automation', null, 'remotes.set-enabled', 'mfe-help', { enabled: false }, 'success'],
      ['automation', null, 'remotes.set-enabled', 'mfe-help', { enabled: true }, 'success'],
      ['automation', null, 'remotes.set-enabled', 'mfe-account', { enabled: false }, 'success'],
    ]);
    expect(rows[0]?.client_ip).toBe('127.0.0.1');
  });
});
