import { ErrorCode } from '@portal/shared/contracts';
import { jobsState } from '@portal/shared/contracts/operator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, okResult } from './helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from './helpers/test-app';

const KEY = 'jobs-operator-key';

describe.each(databaseTargets)('GET /api/operator/jobs (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { OPERATOR_KEY: KEY } });
  });
  afterAll(() => t?.close());

  const read = (key?: string) =>
    t.app.inject({ url: '/api/operator/jobs', headers: key ? { 'x-operator-key': key } : {} });

  it('needs the operator key', async () => {
    failure(await read(), 403, ErrorCode.OPERATOR_KEY_INVALID);
    failure(await read('wrong'), 403, ErrorCode.OPERATOR_KEY_INVALID);
  });

  it('shows the recurring bookings sweep waiting, and the mail outbox', async () => {
    await t.app.services.mail.send({
      to: 'ops@portal.test',
      subject: 'Hello',
      text: 'secret body',
      html: '<p>secret body</p>',
    });
    await t.app.services.mail.flush();
    const state = okResult(jobsState, await read(KEY));
    expect(state.jobs).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'bookings.sweep', pending: 1, dead: 0 })]),
    );
    expect(state.mail.done).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(state)).not.toContain('secret body');
  });
});
