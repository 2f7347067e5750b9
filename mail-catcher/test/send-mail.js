import { connect } from 'node:net';

/**
 * Sends one plain-text mail by speaking SMTP directly (the catcher's package has no SMTP client).
 * @param {number} port
 * @param {{ to: string; subject: string; text: string; headers?: string }} mail `headers`: more header
 *   lines (e.g. a multipart Content-Type, whose parts `text` then holds).
 */
export const sendMail = (port, { to, subject, text, headers = '' }) =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const commands = [
      'EHLO test.local',
      'MAIL FROM:<portal@test.local>',
      `RCPT TO:<${to}>`,
      'DATA',
      `From: portal@test.local\r\nTo: ${to}\r\nSubject: ${subject}\r\n${headers}\r\n${text}\r\n.`,
      'QUIT',
    ];
    let buffer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(5_000, () => socket.destroy(new Error('SMTP server did not answer')));
    socket.on('data', (/** @type {string} */ data) => {
      buffer += data;
      // A reply is complete at a line "NNN text" (continuation lines are "NNN-text").
      const lines = buffer.split('\r\n');
      const last = lines.findLast((line) => /^\d{3} /.test(line));
      if (!last) return;
      buffer = '';
      if (!/^[23]/.test(last)) return socket.destroy(new Error(`SMTP: ${last}`));
      const next = commands.shift();
      if (next) socket.write(`${next}\r\n`);
    });
    socket.on('close', () => (commands.length === 0 ? resolve(undefined) : reject(new Error('SMTP closed'))));
    socket.on('error', reject);
  });
