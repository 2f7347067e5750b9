/** The inbox's only body is the "Delete all messages" form. */
const BODY_LIMIT = 8 * 1024;
/**
 * Past the limit, this much more is read and thrown away before the 413 goes out: a client still
 * sending when the socket closes gets a reset instead of the answer. Beyond it, the socket is closed.
 */
const DISCARD_LIMIT = 1024 * 1024;

export class BodyTooLargeError extends Error {
  /** @param {boolean} drained false when the rest was not read: the answer must close the connection */
  constructor(drained) {
    super('body too large');
    this.drained = drained;
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<string>}
 */
export const readBody = (req) =>
  new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > BODY_LIMIT + DISCARD_LIMIT) {
      reject(new BodyTooLargeError(false));
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.length;
      if (size > BODY_LIMIT + DISCARD_LIMIT) {
        req.off('data', onData);
        req.pause();
        reject(new BodyTooLargeError(false));
      } else if (size > BODY_LIMIT) {
        chunks.length = 0;
      } else {
        chunks.push(chunk);
      }
    };
    req.on('data', onData);
    req.on('end', () => {
      if (size > BODY_LIMIT) reject(new BodyTooLargeError(true));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
