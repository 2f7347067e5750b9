import { ErrorCode, remoteList, setRemoteEnabled } from '@portal/shared/contracts';
import { operatorRemotes } from '@portal/shared/contracts/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, okResult } from '../helpers/envelope';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ADMIN, auditSince, callAs, KEY, lastAuditId, operatorToken } from './harness';

describe('the operations console in the remote registry (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { OPERATOR_KEY: KEY } });
  });
  afterAll(() => t?.close());

  const consoleEntry = async () =>
    okResult(remoteList, await t.app.inject('/api/public/remotes')).find(
      (remote) => remote.name === 'mfe-operations',
    );

  it('is seeded on, under /operations, and listed for operators', async () => {
    expect(await consoleEntry()).toEqual({
      name: 'mfe-operations',
      manifestUrl: '/remotes/mfe-operations/mf-manifest.json',
      prefixes: ['/operations'],
      enabled: true,
    });
    const admin = { token: await operatorToken(t, ADMIN) };
    const listed = okResult(operatorRemotes, await callAs(t, operatorRemotes, {}, admin));
    expect(listed.remotes.map((remote) => remote.name)).toContain('mfe-operations');
  });

  it('cannot be switched off, by an operator or the key; the refusal is audited and it stays on', async () => {
    const admin = { token: await operatorToken(t, ADMIN) };
    const before = await lastAuditId(t);
    const message = failure(
      await callAs(t, setRemoteEnabled, { name: 'mfe-operations', enabled: false }, admin),
      400,
      ErrorCode.BAD_REQUEST,
    );
    expect(message).toBe(
      'mfe-operations is the operations console and cannot be switched off: operations would lock themselves out of it.',
    );
    failure(
      await callAs(t, setRemoteEnabled, { name: 'mfe-operations', enabled: false }, { key: KEY }),
      400,
      ErrorCode.BAD_REQUEST,
    );
    expect(await consoleEntry()).toMatchObject({ enabled: true });
    expect(await auditSince(t, before)).toEqual([
      expect.objectContaining({
        actor_kind: 'operator',
        operator_email: ADMIN,
        action: 'remotes.set-enabled',
        target: 'mfe-operations',
        outcome: 'failure',
      }),
      expect.objectContaining({ actor_kind: 'automation', target: 'mfe-operations', outcome: 'failure' }),
    ]);

    // Switching it on (e.g. after a database task turned it off) is allowed.
    expect(
      okResult(
        setRemoteEnabled,
        await callAs(t, setRemoteEnabled, { name: 'mfe-operations', enabled: true }, admin),
      ),
    ).toMatchObject({ name: 'mfe-operations', enabled: true });
  });
});
