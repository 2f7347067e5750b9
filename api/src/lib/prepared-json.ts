import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { ok } from '@portal/shared/contracts';

/** Below this size a response is sent as it is. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A success envelope serialised once and kept in memory, with its ETag and (on first need) its
 * gzip form: public reads such as the ~1 MB airport list cost no work per request.
 */
export class PreparedJson {
  readonly body: string;
  readonly etag: string;
  private gzipped: Buffer | undefined;

  constructor(result: unknown) {
    this.body = JSON.stringify(ok(result));
    this.etag = `"${createHash('sha256').update(this.body).digest('base64url').slice(0, 27)}"`;
  }

  get compressible(): boolean {
    return this.body.length >= COMPRESS_FROM_BYTES;
  }

  gzip(): Buffer {
    this.gzipped ??= gzipSync(this.body, { level: 9 });
    return this.gzipped;
  }
}
