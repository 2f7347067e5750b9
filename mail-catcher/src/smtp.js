import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Larger messages are refused (the portal's mails are a few kilobytes). */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

/**
 * @param {import('mailparser').AddressObject | import('mailparser').AddressObject[] | undefined} value
 * @returns {string}
 */
const addressText = (value) => {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ');
};

/**
 * An SMTP server that accepts any sender and recipient without authentication or TLS (local
 * development and tests only) and keeps what it receives in `store`.
 * @param {import('./store.js').MessageStore} store
 */
export const createSmtpServer = (store) =>
  new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'portal mail catcher',
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
            return;
          }
          store.add({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: addressText(parsed.from) || (session.envelope.mailFrom || { address: '' }).address,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              size: file.size,
            })),
          });
          callback();
        })
        .catch((/** @type {Error} */ error) => callback(error));
    },
  });
