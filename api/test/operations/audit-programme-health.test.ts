import { createServer, type Server } from 'node:net';
import { ErrorCode, projectStatus, setRemoteEnabled, supportProduct } from '@portal/shared/contracts';
import {
  operatorAudit,
  operatorAuditExport,
  operatorHealth,
  operatorProgramme,
  setOperatorProgramme,
} from '@portal/shared/contracts/operations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../src/services/operations/audit-csv';
import { failure, okResult } from '../helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from '../helpers/test-app';
import {
  ADMIN,
  auditSince,
  callAs,
  cardholderToken,
  KEY,
  lastAuditId,
  operatorToken,
  QUOTES,
  VIEWER,
} from './harness';

describe('CSV cells', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(csvCell({ a: 'b,c' })).toBe('"{""a"":""b,c""}"');
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
  });
});

describe.each(databaseTargets)('the audit log, the programme and health on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { OPERATOR_KEY: KEY } });
    admin = await operatorToken(t, ADMIN);
  });
  afterAll(() => t?.close());

  const audit = async (query: Record<string, string | number>, token = admin) =>
    okResult(operatorAudit, await callAs(t, operatorAudit, query, { token }));

  it('lists newest first, filters by operator, action, actor and time, and pages', async () => {
    const quotes = await operatorToken(t, QUOTES);
    await operatorToken(t, VIEWER);
    okResult(
      setRemoteEnabled,
      await callAs(t, setRemoteEnabled, { name: 'mfe-help', enabled: true }, { token: admin }),
    );
    okResult(
      setRemoteEnabled,
      await callAs(t, setRemoteEnabled, { name: 'mfe-help', enabled: true }, { key: KEY }),
    );

    const all = await audit({});
    expect(all.total).toBeGreaterThanOrEqual(5);
    const ids = all.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.entries[0]).toMatchObject({
      actorKind: 'automation',
      operatorEmail: null,
      action: 'remotes.set-enabled',
      target: 'mfe-help',
      details: { enabled: true },
      clientIp: '127.0.0.1',
      outcome: 'success',
    });

    const byQuotes = await audit({ operator: 'OPS.QUOTES@portal.test' }, quotes);
    expect(byQuotes.entries.length).toBeGreaterThan(0);
    expect(byQuotes.entries.every((entry) => entry.operatorEmail === QUOTES)).toBe(true);
    const logins = await audit({ action: 'login' });
    expect(logins.entries.map((entry) => entry.operatorEmail)).toEqual(
      expect.arrayContaining([ADMIN, QUOTES, VIEWER]),
    );
    expect(logins.entries.every((entry) => entry.action === 'login')).toBe(true);
    expect((await audit({ actorKind: 'automation' })).entries.map((entry) => entry.actorKind)).toEqual([
      'automation',
    ]);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await audit({ from: future })).total).toBe(0);
    expect((await audit({ to: future })).total).toBe(all.total);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await audit({ to: past })).total).toBe(0);

    const page1 = await audit({ pageSize: 2, page: 1 });
    const page2 = await audit({ pageSize: 2, page: 2 });
    expect(page1.entries.map((entry) => entry.id)).toEqual(ids.slice(0, 2));
    expect(page2.entries.map((entry) => entry.id)).toEqual(ids.slice(2, 4));
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: all.total });
  });

  it('refuses bad filters with a clear message', async () => {
    const bad = async (query: Record<string, string>) =>
      failure(await callAs(t, operatorAudit, query, { token: admin }), 400, ErrorCode.BAD_REQUEST);
    expect(await bad({ action: 'drop table' })).toMatch(/action/);
    expect(await bad({ from: 'yesterday' })).toMatch(/from/);
    expect(await bad({ pageSize: '1000' })).toMatch(/pageSize/);
    expect(await bad({ page: '0' })).toMatch(/page/);
    expect(await bad({ operatorId: '1' })).toMatch(/operatorId|unrecognized/i);
  });

  it('exports CSV with quoting and formula cells defused', async () => {
    await t.database.rows(sql`
      insert into audit_log (actor_kind, operator_email, action, target, details, client_ip, outcome)
      values ('operator', '=cmd|calc@evil.test', 'transport.decline', '=HYPERLINK("http://evil","x")',
        ${JSON.stringify({ reason: '@SUM(1,2)\nsecond line' })}::jsonb, '127.0.0.1', 'success')`);
    const response = await callAs(t, operatorAuditExport, { action: 'transport.decline' }, { token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('id,at,actor,operator_id,operator_email,action,target,outcome,client_ip,details');
    expect(lines).toHaveLength(3);
    const row = lines[1] ?? '';
    expect(row).toContain(",'=cmd|calc@evil.test,transport.decline,");
    expect(row).toContain(',"\'=HYPERLINK(""http://evil"",""x"")",success,127.0.0.1,');
    expect(row).toContain('"{""reason"":""@SUM(1,2)\\nsecond line""}"');
    expect(row).not.toMatch(/,=|,\+|,-|,@/);
    // The same filters as the list; a cardholder gets nothing.
    const cardholder = await cardholderToken(t);
    failure(
      await callAs(t, operatorAuditExport, {}, { token: cardholder }),
      403,
      ErrorCode.OPERATOR_KEY_INVALID,
    );
  });

  it('sets the programme: the cardholder side reads the change at once, audited with the values before', async () => {
    const cardholder = await cardholderToken(t);
    const offered = async (token?: string) =>
      okResult(supportProduct, await callAs(t, supportProduct, {}, token ? { token } : {}));
    const status = async () => okResult(projectStatus, await callAs(t, projectStatus, {})).projectStatus;
    expect(await offered(cardholder)).toEqual({ supportTransport: true, supportAgreement: true });
    expect(await offered()).toEqual({ supportTransport: true, supportAgreement: true });
    const read = okResult(operatorProgramme, await callAs(t, operatorProgramme, {}, { token: admin }));
    expect(read.programmes).toEqual([
      expect.objectContaining({
        code: 'DEMO',
        projectStatus: true,
        supportTransport: true,
        supportAgreement: true,
        levels: [
          { code: 'premium', name: 'Premium', supportTransport: true, supportAgreement: true },
          { code: 'classic', name: 'Classic', supportTransport: false, supportAgreement: true },
        ],
      }),
    ]);

    const before = await lastAuditId(t);
    const off = okResult(
      setOperatorProgramme,
      await callAs(t, setOperatorProgramme, { code: 'DEMO', supportTransport: false }, { token: admin }),
    );
    expect(off).toMatchObject({ supportTransport: false, supportAgreement: true, projectStatus: true });
    expect(await offered(cardholder)).toEqual({ supportTransport: false, supportAgreement: true });
    expect(await offered()).toEqual({ supportTransport: false, supportAgreement: true });
    // The level keeps what it includes: switched on again, premium has Transport, classic still not.
    expect(off.levels[0]).toMatchObject({ code: 'premium', supportTransport: true });

    okResult(
      setOperatorProgramme,
      await callAs(t, setOperatorProgramme, { code: 'DEMO', projectStatus: false }, { key: KEY }),
    );
    expect(await status()).toBe(false);
    okResult(
      setOperatorProgramme,
      await callAs(
        t,
        setOperatorProgramme,
        { code: 'DEMO', projectStatus: true, supportTransport: true },
        { token: admin },
      ),
    );
    expect(await status()).toBe(true);
    expect(await offered(cardholder)).toEqual({ supportTransport: true, supportAgreement: true });

    failure(
      await callAs(t, setOperatorProgramme, { code: 'NOPE', projectStatus: true }, { token: admin }),
      404,
      ErrorCode.NOT_FOUND,
    );
    failure(
      await callAs(t, setOperatorProgramme, { code: 'DEMO' }, { token: admin }),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(
      await callAs(t, setOperatorProgramme, { code: 'DEMO', supportTransport: 'off' }, { token: admin }),
      400,
      ErrorCode.BAD_REQUEST,
    );

    const rows = await auditSince(t, before);
    expect(rows.map((row) => [row.actor_kind, row.action, row.target, row.outcome, row.details])).toEqual([
      [
        'operator',
        'programme.set',
        'DEMO',
        'success',
        {
          supportTransport: false,
          before: { projectStatus: true, supportTransport: true, supportAgreement: true },
        },
      ],
      [
        'automation',
        'programme.set',
        'DEMO',
        'success',
        {
          projectStatus: false,
          before: { projectStatus: true, supportTransport: false, supportAgreement: true },
        },
      ],
      [
        'operator',
        'programme.set',
        'DEMO',
        'success',
        {
          projectStatus: true,
          supportTransport: true,
          before: { projectStatus: false, supportTransport: false, supportAgreement: true },
        },
      ],
      [
        'operator',
        'programme.set',
        'NOPE',
        'failure',
        { projectStatus: true, errorCode: ErrorCode.NOT_FOUND },
      ],
    ]);
  });
});

describe('operations health (pglite)', () => {
  let t: TestApp;
  let paymentHost: Server;
  let closedPort: number;
  const listen = (server: Server) =>
    new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    );
  beforeAll(async () => {
    paymentHost = createServer((socket) => socket.end());
    const hostPort = await listen(paymentHost);
    const closed = createServer();
    closedPort = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    t = await createTestApp('pglite', {
      env: {
        OPERATOR_KEY: KEY,
        PAYMENT_HOST_ORIGIN: `http://127.0.0.1:${hostPort}`,
        SMTP_URL: `smtp://user:secret@127.0.0.1:${closedPort}`,
        JOB_POLL_MS: '0',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    paymentHost?.close();
  });

  it('counts jobs and mail by state with the last error, and says which systems answer', async () => {
    await t.database.rows(sql`delete from mail_outbox`);
    await t.database.rows(sql`
      insert into mail_outbox (recipient, subject, text, html, status, attempts, next_attempt_at, last_error)
      values ('a@x.test', 's', 't', 'h', 'pending', 0, now() - interval '1 minute', null),
             ('b@x.test', 's', 't', 'h', 'pending', 1, now() + interval '5 minutes', null),
             ('c@x.test', 's', 't', 'h', 'pending', 2, now() + interval '10 minutes', 'ECONNREFUSED'),
             ('d@x.test', 's', 't', 'h', 'dead', 7, now(), '550 mailbox unavailable
second line')`);
    const health = okResult(
      operatorHealth,
      await callAs(t, operatorHealth, {}, { token: await operatorToken(t, VIEWER) }),
    );
    expect(health.mail).toMatchObject({
      due: 1,
      running: 1,
      failed: 1,
      dead: 1,
      lastError: { error: '550 mailbox unavailable' },
    });
    expect(health.jobs.dead).toBe(0);
    expect(health.paymentHost).toMatchObject({ configured: true, reachable: true, problem: null });
    expect(health.mailServer).toEqual({
      configured: true,
      target: `127.0.0.1:${closedPort}`,
      reachable: false,
      problem: 'ECONNREFUSED',
    });
    expect(JSON.stringify(health)).not.toContain('secret');
  });
});
