import {
  changePassword,
  login,
  regCardCheckUserInfo,
  regCardCreate,
  regCardVerify,
  resetPassword,
  sendResetCode,
  verifyResetCode,
} from '@portal/shared/contracts/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okResult } from '../helpers/envelope';
import { captureLogs, luhnRuns, stringsOf } from '../helpers/log-capture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, details, newCardNumber, uniqueEmail } from './helpers';

describe('account logs', () => {
  let t: TestApp;
  const { lines, destination } = captureLogs();
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { LOG_LEVEL: 'debug' }, logDestination: destination });
  });
  afterAll(() => t?.close());

  it('never hold a password, reset code, token, ticket or card number through a whole account journey', async () => {
    const cardNumber = newCardNumber();
    const email = uniqueEmail('logs');
    const password = 'Logged-never1';
    const started = okResult(regCardVerify, await call(t, regCardVerify, { cardNumber }));
    okResult(regCardCheckUserInfo, await call(t, regCardCheckUserInfo, details(started.signupId, email)));
    const created = okResult(
      regCardCreate,
      await call(t, regCardCreate, { signupId: started.signupId, password, termsAgreed: true }),
    );
    await call(t, login, { email, password: 'Wrong-guess1' });
    const session = okResult(login, await call(t, login, { email, password }));
    okResult(sendResetCode, await call(t, sendResetCode, { email }));
    await t.app.services.mail.flush();
    const code = /\b(\d{6})\b/.exec(t.app.services.mail.lastTo(email)?.text ?? '')?.[1] ?? 'missing';
    const { resetTicket } = okResult(
      verifyResetCode,
      await call(t, verifyResetCode, { email, captcha: code }),
    );
    const newPassword = 'Reset-never2';
    okResult(resetPassword, await call(t, resetPassword, { email, resetTicket, password: newPassword }));
    const again = okResult(login, await call(t, login, { email, password: newPassword }));
    await call(
      t,
      changePassword,
      { oldPassword: newPassword, password: 'Third-never3' },
      { authorization: again.token },
    );
    // A request that fails validation must not echo the values either.
    await call(t, regCardVerify, { cardNumber, extra: password });
    await t.app.services.mail.flush();

    const all = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of [
      password,
      newPassword,
      'Third-never3',
      'Wrong-guess1',
      code,
      resetTicket,
      started.signupId,
      created.token,
      session.token,
      again.token,
      cardNumber,
    ]) {
      expect(all).not.toContain(secret);
    }
    const strings = lines.flatMap((line) => stringsOf(JSON.parse(line)));
    expect(luhnRuns(strings.join(' '))).toEqual([]);
  });
});
