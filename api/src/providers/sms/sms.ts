import type { Db } from '../../db/client';
import type { MailService } from '../../services/mail/mail-service';
import { escapeHtml } from '../../services/mail/render';

/** A short text to a mobile number (`+44 7400 123456`). */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Where SMS go: a real gateway plugs in behind this interface. `into` writes the message with the
 * change that caused it (the outbox), as mail does.
 */
export interface SmsProvider {
  send(message: SmsMessage, into?: Db): Promise<void>;
}

/** The sandbox's address for a number: its digits at `sms.sandbox`, e.g. `447400123456@sms.sandbox`. */
export const sandboxSmsAddress = (number: string): string => `${number.replace(/\D/g, '')}@sms.sandbox`;

/** Two numbers are one when their digits are (`+44 7400 123456` and `447400123456`). */
export const sameNumber = (a: string, b: string): boolean => a.replace(/\D/g, '') === b.replace(/\D/g, '');

/** The sandbox: each SMS becomes a mail to the local mail catcher, at the number's sandbox address. */
export const createSandboxSms = (mail: Pick<MailService, 'send'>): SmsProvider => ({
  async send(message, into) {
    await mail.send(
      {
        to: sandboxSmsAddress(message.to),
        subject: `SMS to ${message.to}`,
        text: message.text,
        html: `<p>${escapeHtml(message.text)}</p>`,
      },
      into,
    );
  },
});
