import { startMailCatcher } from '@portal/mail-catcher';
import { login, resetPassword, sendResetCode, verifyResetCode } from '@portal/shared/contracts/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okResult } from '../helpers/envelope';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, signUp } from './helpers';

/** The whole reset journey with the code read from a mail received over real SMTP. */
describe('password reset code over SMTP', () => {
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  let t: TestApp;
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    t = await createTestApp('pglite', { env: { SMTP_URL: catcher.smtpUrl } });
  });
  afterAll(async () => {
    await t?.close();
    await catcher?.close();
  });

  it('mails the code (text and HTML parts) to the SMTP server; the code read from it resets the password', async () => {
    const user = await signUp(t);
    await t.app.services.mail.flush();
    expect(catcher.messages(user.email).map((m) => m.subject)).toEqual(['Welcome to Airport Services']);

    okResult(sendResetCode, await call(t, sendResetCode, { email: user.email }));
    await t.app.services.mail.flush();
    const [mail] = catcher.messages(user.email);
    expect(mail?.subject).toBe('Your password reset code');
    expect(mail?.from).toContain('no-reply@portal.test');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.html).toContain(`>${code}</p>`);
    expect(t.app.services.mail.sent).toHaveLength(0);

    const { resetTicket } = okResult(
      verifyResetCode,
      await call(t, verifyResetCode, { email: user.email, captcha: code }),
    );
    okResult(
      resetPassword,
      await call(t, resetPassword, { email: user.email, resetTicket, password: 'From-mail42' }),
    );
    okResult(login, await call(t, login, { email: user.email, password: 'From-mail42' }));
  });
});
