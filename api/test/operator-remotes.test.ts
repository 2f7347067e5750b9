import { ErrorCode, REMOTE_NAMES, remoteList, setRemoteEnabled } from '@portal/shared/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRemotesCli } from '../src/cli/remotes';
import { seedDatabase } from '../src/db/seed';
import { DEMO_EMAIL } from '../src/db/seed/demo';
import { failure, okResult } from './helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from './helpers/test-app';

const KEY = 'test-operator-key-0123456789';

describe.each(databaseTargets)('the remote registry on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { OPERATOR_KEY: KEY } });
  });
  afterAll(() => t?.close());

  const setEnabled = (payload: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/operator/remotes/set-enabled',
      headers: key === undefined ? {} : { 'x-operator-key': key },
      payload: payload as object,
    });
  const listed = async () => okResult(remoteList, await t.app.inject('/api/public/remotes'));
  const enabledOf = async (name: string) => (await listed()).find((r) => r.name === name)?.enabled;

  it('refuses a missing or wrong operator key (before looking at the body)', async () => {
    failure(await setEnabled({ name: 'mfe-help', enabled: false }), 403, ErrorCode.OPERATOR_KEY_INVALID);
    failure(
      await setEnabled({ name: 'mfe-help', enabled: false }, 'dev-operator-key'),
      403,
      ErrorCode.OPERATOR_KEY_INVALID,
    );
    failure(
      await setEnabled({ name: 'mfe-help', enabled: false }, `${KEY}x`),
      403,
      ErrorCode.OPERATOR_KEY_INVALID,
    );
    failure(await setEnabled({ junk: true }, 'nope'), 403, ErrorCode.OPERATOR_KEY_INVALID);
    expect(await enabledOf('mfe-help')).toBe(true);
  });

  it('validates the body once the key is right', async () => {
    failure(await setEnabled({ name: 'mfe-nope', enabled: false }, KEY), 400, ErrorCode.BAD_REQUEST);
    failure(await setEnabled({ name: 'mfe-help', enabled: 'no' }, KEY), 400, ErrorCode.BAD_REQUEST);
    failure(
      await setEnabled({ name: 'mfe-help', enabled: false, manifestUrl: 'https://evil' }, KEY),
      400,
      ErrorCode.BAD_REQUEST,
    );
  });

  it('toggles a remote, and the very next public read shows it', async () => {
    expect(await enabledOf('mfe-help')).toBe(true);
    const off = okResult(setRemoteEnabled, await setEnabled({ name: 'mfe-help', enabled: false }, KEY));
    expect(off).toMatchObject({ name: 'mfe-help', enabled: false });
    expect(await enabledOf('mfe-help')).toBe(false);
    okResult(setRemoteEnabled, await setEnabled({ name: 'mfe-help', enabled: true }, KEY));
    expect(await enabledOf('mfe-help')).toBe(true);
  });

  it('re-seeding is idempotent and keeps the operator’s choice', async () => {
    okResult(setRemoteEnabled, await setEnabled({ name: 'mfe-fast-track', enabled: false }, KEY));
    const count = async () =>
      t.database.rows<Record<string, number>>(sql`
        select (select count(*)::int from programmes) as programmes,
               (select count(*)::int from card_levels) as levels,
               (select count(*)::int from entitlements) as entitlements,
               (select count(*)::int from card_ranges) as ranges,
               (select count(*)::int from activation_codes) as codes,
               (select count(*)::int from users where lower(email) = ${DEMO_EMAIL}) as demo_users,
               (select count(*)::int from terms_documents) as terms,
               (select count(*)::int from remotes) as remotes`);
    const before = await count();
    const [hashBefore] = await t.database.rows<{ h: string }>(
      sql`select password_hash as h from users limit 1`,
    );
    await seedDatabase(t.database.db, { scryptCostLog2: 10, remoteBaseUrl: '' });
    await seedDatabase(t.database.db, { scryptCostLog2: 10, remoteBaseUrl: '' });
    expect(await count()).toEqual(before);
    expect(before[0]).toMatchObject({
      programmes: 1,
      levels: 2,
      demo_users: 1,
      terms: 9,
      remotes: REMOTE_NAMES.length,
      ranges: 10,
    });
    const [hashAfter] = await t.database.rows<{ h: string }>(
      sql`select password_hash as h from users limit 1`,
    );
    expect(hashAfter?.h).toBe(hashBefore?.h);
    t.app.services.remotes.invalidate();
    expect(await enabledOf('mfe-fast-track')).toBe(false);
  });

  it('follows REMOTE_BASE_URL for manifest URLs when re-seeded', async () => {
    await seedDatabase(t.database.db, { scryptCostLog2: 10, remoteBaseUrl: 'https://cdn.example.com' });
    t.app.services.remotes.invalidate();
    const help = (await listed()).find((r) => r.name === 'mfe-help');
    expect(help?.manifestUrl).toBe('https://cdn.example.com/remotes/mfe-help/mf-manifest.json');
    await seedDatabase(t.database.db, { scryptCostLog2: 10, remoteBaseUrl: '' });
    t.app.services.remotes.invalidate();
  });

  it('the operator CLI lists and toggles remotes over HTTP', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const run = async (...args: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runRemotesCli([...args, '--url', url], {
        out: (line) => out.push(line),
        err: (line) => err.push(line),
        env: { OPERATOR_KEY: KEY },
        fetch,
      });
      return { code, out: out.join('\n'), err: err.join('\n') };
    };

    const disabled = await run('disable', 'mfe-account');
    expect(disabled).toMatchObject({ code: 0, out: 'mfe-account is now disabled.' });
    expect(await enabledOf('mfe-account')).toBe(false);

    const list = await run('list');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/mfe-account\s+no\s+\/account/);
    expect(list.out).toMatch(/mfe-help\s+yes\s+\/help/);

    expect(await run('enable', 'mfe-account')).toMatchObject({ code: 0, out: 'mfe-account is now enabled.' });
    const wrongKey = await run('disable', 'mfe-account', '--key', 'wrong');
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.err).toContain('operator key');
    expect((await run('disable', 'mfe-unknown')).code).toBe(2);
    expect(await enabledOf('mfe-account')).toBe(true);
  });
});
