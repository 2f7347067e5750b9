import { ErrorCode, orderMsg } from '@portal/shared/contracts';
import { login, resetPassword, sendResetCode, verifyResetCode } from '@portal/shared/contracts/accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESET_CODE_LIFE_MINUTES,
  RESET_CODE_MAX_TRIES,
  RESET_CODE_RESEND_SECONDS,
} from '../../src/services/accounts/account-rules';
import { failure, okResult } from '../helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from '../helpers/test-app';
import { call, count, failureWithDetails, signUp, uniqueEmail } from './helpers';

const NEW_PASSWORD = 'Brand-new9';

describe.each(databaseTargets)('password reset on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  const requestCode = (email: string) => call(t, sendResetCode, { email });
  /** The code from the last mail to `email` (the in-memory transport records it). */
  const mailedCode = async (email: string): Promise<string> => {
    await t.app.services.mail.flush();
    const code = /\b(\d{6})\b/.exec(t.app.services.mail.lastTo(email)?.text ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  };
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const verify = (email: string, captcha: string) => call(t, verifyResetCode, { email, captcha });

  it('mails a six-digit code in the user’s language, then exchanges it for a ticket that sets the password', async () => {
    const user = await signUp(t);
    const otherDevice = okResult(login, await call(t, login, { email: user.email, password: user.password }));
    expect(okResult(sendResetCode, await requestCode(user.email.toUpperCase()))).toEqual({
      resendAfterSeconds: RESET_CODE_RESEND_SECONDS,
      expiresInSeconds: RESET_CODE_LIFE_MINUTES * 60,
    });
    const code = await mailedCode(user.email);
    const mail = t.app.services.mail.lastTo(user.email);
    expect(mail?.subject).toBe('Your password reset code');
    expect(mail?.html).toContain(code);

    const stored = await t.database.rows<{ code_hash: string }>(sql`select code_hash from reset_codes`);
    expect(JSON.stringify(stored)).not.toContain(code);

    const { resetTicket } = okResult(verifyResetCode, await verify(user.email, code));
    expect(
      okResult(
        resetPassword,
        await call(t, resetPassword, { email: user.email, resetTicket, password: NEW_PASSWORD }),
      ),
    ).toBeNull();

    // Every session ended; the new password works, the old one does not.
    failure(await call(t, orderMsg, {}, { authorization: user.token }), 200, ErrorCode.SESSION_EXPIRED);
    failure(
      await call(t, orderMsg, {}, { authorization: otherDevice.token }),
      200,
      ErrorCode.SESSION_EXPIRED,
    );
    okResult(login, await call(t, login, { email: user.email, password: NEW_PASSWORD }));
    failureWithDetails(
      await call(t, login, { email: user.email, password: user.password }),
      200,
      ErrorCode.LOGIN_INCORRECT,
    );

    await t.app.services.mail.flush();
    expect(t.app.services.mail.lastTo(user.email)?.subject).toBe('Your password has been changed');

    // The code and the ticket were single use.
    failure(await verify(user.email, code), 200, ErrorCode.CODE_EXPIRED);
    failure(
      await call(t, resetPassword, { email: user.email, resetTicket, password: 'Another-one9' }),
      200,
      ErrorCode.CODE_EXPIRED,
    );
  });

  it('answers the same for an address without an account, and mails nothing', async () => {
    const before = t.app.services.mail.sent.length;
    const nobody = uniqueEmail('nobody');
    const known = (await signUp(t)).email;
    await t.app.services.mail.flush();
    const mailsBefore = t.app.services.mail.sent.length;
    const a = await requestCode(nobody);
    const b = await requestCode(known);
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    await t.app.services.mail.flush();
    expect(t.app.services.mail.sent.length).toBe(mailsBefore + 1);
    expect(t.app.services.mail.lastTo(nobody)).toBeUndefined();
    expect(before).toBeLessThanOrEqual(mailsBefore);

    // Too frequent, for both, with the seconds to wait.
    const again = [await requestCode(nobody), await requestCode(known)];
    for (const response of again) {
      const { details } = failureWithDetails(response, 200, ErrorCode.CODE_TOO_FREQUENT);
      expect(details?.retryAfterSeconds).toBeGreaterThan(0);
      expect(details?.retryAfterSeconds).toBeLessThanOrEqual(RESET_CODE_RESEND_SECONDS);
    }
    // Verifying for the unknown address: not recognised, like a wrong code.
    failure(await verify(nobody, '123456'), 200, ErrorCode.CODE_NOT_RECOGNISED);
  });

  it('allows a new code after the resend interval; only the newest code works', async () => {
    const { email } = await signUp(t);
    okResult(sendResetCode, await requestCode(email));
    const first = await mailedCode(email);
    await t.database.rows(
      sql`update reset_codes set created_at = now() - make_interval(secs => ${RESET_CODE_RESEND_SECONDS + 1}) where email_key = ${email}`,
    );
    okResult(sendResetCode, await requestCode(email));
    const second = await mailedCode(email);
    if (first !== second) failure(await verify(email, first), 200, ErrorCode.CODE_NOT_RECOGNISED);
    okResult(verifyResetCode, await verify(email, second));
  });

  it('caps the tries: after five wrong codes even the right one has expired', async () => {
    const { email } = await signUp(t);
    okResult(sendResetCode, await requestCode(email));
    const code = await mailedCode(email);
    for (let n = 0; n < RESET_CODE_MAX_TRIES; n += 1) {
      failure(await verify(email, otherCode(code)), 200, ErrorCode.CODE_NOT_RECOGNISED);
    }
    failure(await verify(email, code), 200, ErrorCode.CODE_EXPIRED);
  });

  it('expires a code after its life', async () => {
    const { email } = await signUp(t);
    okResult(sendResetCode, await requestCode(email));
    const code = await mailedCode(email);
    await t.database.rows(
      sql`update reset_codes set expires_at = now() - interval '1 second' where email_key = ${email}`,
    );
    const { message } = failureWithDetails(await verify(email, code), 200, ErrorCode.CODE_EXPIRED);
    expect(message).toBe('The verification code had expired. Please request a new code.');
  });

  it('refuses a ticket for another address, an unknown one, or an expired one, and changes nothing', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    okResult(sendResetCode, await requestCode(owner.email));
    const { resetTicket } = okResult(
      verifyResetCode,
      await verify(owner.email, await mailedCode(owner.email)),
    );
    failure(
      await call(t, resetPassword, { email: other.email, resetTicket, password: NEW_PASSWORD }),
      200,
      ErrorCode.CODE_EXPIRED,
    );
    failure(
      await call(t, resetPassword, {
        email: owner.email,
        resetTicket: 'Z'.repeat(43),
        password: NEW_PASSWORD,
      }),
      200,
      ErrorCode.CODE_EXPIRED,
    );
    await t.database.rows(sql`update reset_tickets set expires_at = now() - interval '1 second'`);
    failure(
      await call(t, resetPassword, { email: owner.email, resetTicket, password: NEW_PASSWORD }),
      200,
      ErrorCode.CODE_EXPIRED,
    );
    okResult(login, await call(t, login, { email: owner.email, password: owner.password }));
    okResult(login, await call(t, login, { email: other.email, password: other.password }));
  });

  it('refuses bad and hostile input with 400 and stores nothing', async () => {
    const codes = await count(t, 'reset_codes');
    const badQueries = [
      '',
      'email=not-an-email',
      `email=${'a'.repeat(10_000)}@x.test`,
      'email=a@b.test&userId=1',
    ];
    for (const query of badQueries) {
      failure(
        await t.app.inject({ url: `/api/user/send-forget-pwd-email?${query}` }),
        400,
        ErrorCode.BAD_REQUEST,
      );
    }
    const email = uniqueEmail('bad');
    for (const body of [
      { email, captcha: '12345' },
      { email, captcha: '1234567' },
      { email, captcha: 'abcdef' },
      { email, captcha: "1' OR '1'='1" },
      { email, captcha: 123456 },
      { email, captcha: '123456', extra: true },
      {},
    ]) {
      failure(await call(t, verifyResetCode, body), 400, ErrorCode.BAD_REQUEST);
    }
    for (const body of [
      { email, resetTicket: 'short', password: NEW_PASSWORD },
      { email, resetTicket: 'Z'.repeat(43), password: 'weak' },
      { email, resetTicket: "'; delete from users; --'''''''", password: NEW_PASSWORD },
      { email, resetTicket: 'Z'.repeat(43), password: NEW_PASSWORD, userId: 1 },
    ]) {
      failure(await call(t, resetPassword, body), 400, ErrorCode.BAD_REQUEST);
    }
    expect(await count(t, 'reset_codes')).toBe(codes);

    // A valid address that looks like SQL is only an address: the same answer as any other.
    const users = await count(t, 'users');
    okResult(sendResetCode, await requestCode("o'brien'--@portal.test"));
    expect(await count(t, 'users')).toBe(users);
  });
});
