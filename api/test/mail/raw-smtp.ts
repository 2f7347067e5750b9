import { createServer, type Server } from 'node:net';

/**
 * The smallest SMTP server that accepts mail and keeps each message's raw MIME source — the mail
 * catcher keeps only the parsed text and HTML, and tests of attachments need the whole message.
 */
export const startRawSmtp = async () => {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 raw-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const command = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command.startsWith('QUIT')) {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages: messages as readonly string[],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
