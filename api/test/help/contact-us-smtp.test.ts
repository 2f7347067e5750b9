import { startMailCatcher } from '@portal/mail-catcher';
import { contactUs } from '@portal/shared/contracts/help';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okResult } from '../helpers/envelope';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Polls the catcher until a message to `to` arrives (delivery runs after the HTTP answer). */
const waitForMessage = async (catcher: Awaited<ReturnType<typeof startMailCatcher>>, to: string) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [message] = catcher.messages(to);
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to}`);
};

describe('Submit a query over real SMTP', () => {
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  let t: TestApp;
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    t = await createTestApp('pglite', {
      env: { SMTP_URL: catcher.smtpUrl, SUPPORT_MAILBOX: 'support-desk@portal.test' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await catcher?.close();
  });

  it('delivers the acknowledgement to the sender and the query to the support mailbox', async () => {
    const email = `smtp-${Date.now()}@example.test`;
    const { reference } = okResult(
      contactUs,
      await t.app.inject({
        method: 'POST',
        url: '/api/public/contact-us',
        headers: { 'accept-language': 'es-ES' },
        payload: { email, category: 'technical', topic: 'Cannot log in', message: 'The page keeps loading.' },
      }),
    );
    const acknowledgement = await waitForMessage(catcher, email);
    expect(acknowledgement.subject).toBe(`Hemos recibido su consulta ${reference}`);
    expect(acknowledgement.text).toContain(reference);
    expect(acknowledgement.text).toContain('Problema Técnico');
    expect(acknowledgement.html).toContain('lang="es-ES"');

    const toSupport = await waitForMessage(catcher, 'support-desk@portal.test');
    expect(toSupport.subject).toBe(`[${reference}] Technical Problem: Cannot log in`);
    expect(toSupport.text).toContain('The page keeps loading.');
  });
});
