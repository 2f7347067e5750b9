// Counts database round trips: a TCP proxy between the API and PostgreSQL that reads what the API
// sends. A client waits for the server after each Sync ('S', the end of an extended-protocol batch:
// node-postgres writes Parse/Bind/Describe/Execute/Sync at once), simple Query ('Q') or Flush ('H'),
// so their number is the number of round trips. The SQL of each Parse/Query is kept, to name the
// statements. Used only while counting, never in the path of a load test.
import { connect, createServer } from 'node:net';

const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;
const WAITS_FOR_SERVER = new Set(['S', 'Q', 'H']);

/** A statement on one line. */
const oneLine = (/** @type {string} */ sql) => sql.replace(/\s+/g, ' ').trim();

/**
 * Reads the messages a client sends (startup messages have no type byte; every later one has a type
 * byte and a length that counts itself but not the type byte).
 * @param {(type: string, body: Buffer) => void} onMessage
 */
const clientMessageReader = (onMessage) => {
  let pending = Buffer.alloc(0);
  let started = false;
  return (/** @type {Buffer} */ chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    for (;;) {
      if (!started) {
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        const code = pending.readInt32BE(4);
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) started = true;
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) return;
      onMessage(String.fromCharCode(pending[0]), pending.subarray(5, 1 + length));
      pending = pending.subarray(1 + length);
    }
  };
};

/**
 * @param {{ host: string; port: number }} target PostgreSQL
 * @param {number} port where the proxy listens (127.0.0.1)
 */
export const startRoundTripCounter = async (target, port) => {
  let roundTrips = 0;
  /** @type {string[]} */
  let statements = [];
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    let lastSql = '';
    const read = clientMessageReader((type, body) => {
      if (type === 'P') {
        // Parse: statement name (C string), then the query (C string).
        const nameEnd = body.indexOf(0);
        lastSql = body.subarray(nameEnd + 1, body.indexOf(0, nameEnd + 1)).toString('utf8');
      } else if (type === 'Q') {
        lastSql = body.subarray(0, body.indexOf(0)).toString('utf8');
      }
      if (WAITS_FOR_SERVER.has(type)) {
        roundTrips += 1;
        statements.push(oneLine(lastSql));
      }
    });
    client.on('data', (chunk) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });

  return {
    port,
    /** Round trips and their statements since the last call (and starts counting afresh). */
    take() {
      const taken = { roundTrips, statements };
      roundTrips = 0;
      statements = [];
      return taken;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve(undefined));
      }),
  };
};
