import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export type Purpose = 'add-card' | 'payment';
export type StatusCategory = 'COMPLETED' | 'UNSUCCESSFUL' | 'PENDING';
export type StatusReason = 'AUTHENTICATION_FAILED' | 'DECLINED' | null;

/** What the host keeps about a card: never the number or the CVC. */
export interface CardRecord {
  brand: string;
  lastFour: string;
  expiry: string;
  holder: string;
  fingerprint: string;
  challenge: boolean;
}

export interface HostedSession {
  id: string;
  merchantId: string;
  purpose: Purpose;
  amount: number;
  currency: string;
  returnUrl: string;
  merchantReference: string;
  /** A saved card chosen by the merchant for this payment. */
  token: string | null;
  createdAt: string;
  expiresAt: string;
  /** The payment made with this session (one per session). */
  paymentId: string | null;
}

export interface PaymentRecord {
  id: string;
  merchantId: string;
  sessionId: string;
  purpose: Purpose;
  merchantReference: string;
  amount: number;
  currency: string;
  returnUrl: string;
  status: StatusCategory;
  statusReason: StatusReason;
  /** The issuer declines after authentication (the decline CVC was used). */
  declineAfterAuthentication: boolean;
  card: CardRecord;
  /** Set when the payment completes. */
  token: string | null;
  refundedAmount: number;
  createdAt: string;
  updatedAt: string;
}

export interface TokenRecord extends CardRecord {
  token: string;
  merchantId: string;
  createdAt: string;
}

export interface RefundRecord {
  id: string;
  merchantId: string;
  paymentId: string;
  amount: number;
  createdAt: string;
}

export interface IdempotentAnswer {
  requestHash: string;
  status: number;
  body: unknown;
  createdAt: string;
}

export interface StoreData {
  version: 1;
  /** Keys the card fingerprints; made once per data folder. */
  fingerprintSecret: string;
  sessions: Record<string, HostedSession>;
  payments: Record<string, PaymentRecord>;
  tokens: Record<string, TokenRecord>;
  refunds: Record<string, RefundRecord>;
  idempotency: Record<string, IdempotentAnswer>;
}

/**
 * Records are looked up by ids that come from requests: without a prototype, `__proto__`,
 * `constructor` or `toString` find nothing instead of Object.prototype's members.
 */
const dictionary = <T>(entries: Record<string, T> = {}): Record<string, T> => {
  const records = Object.create(null) as Record<string, T>;
  for (const [id, record] of Object.entries(entries)) records[id] = record;
  return records;
};

const emptyData = (fingerprintSecret: string): StoreData => ({
  version: 1,
  fingerprintSecret,
  sessions: dictionary(),
  payments: dictionary(),
  tokens: dictionary(),
  refunds: dictionary(),
  idempotency: dictionary(),
});

export class DataDirLockedError extends Error {}

const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The sandbox's storage: one JSON document, kept in memory and written to `data.json` after every
 * change (to a temporary file, flushed, then renamed over the old one: a crash leaves the old or the
 * new document, never half of one). One process per data folder, guarded by a lock file.
 */
export class JsonStore {
  readonly file: string;
  private readonly lockFile: string;
  data: StoreData;
  private lockFd: number | null = null;

  constructor(readonly dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, 'data.json');
    this.lockFile = join(dataDir, 'sandbox.lock');
    this.lock();
    try {
      this.data = this.load();
    } catch (error) {
      this.release();
      throw error;
    }
  }

  private lock() {
    if (existsSync(this.lockFile)) {
      const [pidText, host] = readFileSync(this.lockFile, 'utf8').split('\n');
      const pid = Number(pidText);
      const mine = pid === process.pid && host === hostname();
      if (!mine && host === hostname() && Number.isInteger(pid) && processAlive(pid)) {
        throw new DataDirLockedError(
          `The payment sandbox data folder ${this.dataDir} is in use by process ${pid}.`,
        );
      }
      if (mine) {
        throw new DataDirLockedError(`The payment sandbox data folder ${this.dataDir} is already open here.`);
      }
      rmSync(this.lockFile, { force: true });
    }
    this.lockFd = openSync(this.lockFile, 'wx');
    writeSync(this.lockFd, `${process.pid}\n${hostname()}\n`);
  }

  private load(): StoreData {
    if (!existsSync(this.file)) {
      const data = emptyData(randomBytes(32).toString('hex'));
      this.write(data);
      return data;
    }
    const parsed = JSON.parse(readFileSync(this.file, 'utf8')) as StoreData;
    if (parsed.version !== 1) throw new Error(`Unknown payment sandbox data version in ${this.file}.`);
    parsed.sessions = dictionary(parsed.sessions);
    parsed.payments = dictionary(parsed.payments);
    parsed.tokens = dictionary(parsed.tokens);
    parsed.refunds = dictionary(parsed.refunds);
    parsed.idempotency = dictionary(parsed.idempotency);
    // Idempotency keys are kept for a day, unused sessions until a day after they expired.
    const dayAgo = Date.now() - 24 * 3600_000;
    for (const [key, answer] of Object.entries(parsed.idempotency)) {
      if (Date.parse(answer.createdAt) < dayAgo) delete parsed.idempotency[key];
    }
    for (const [id, session] of Object.entries(parsed.sessions)) {
      if (!session.paymentId && Date.parse(session.expiresAt) < dayAgo) delete parsed.sessions[id];
    }
    return parsed;
  }

  private write(data: StoreData) {
    const temp = `${this.file}.${process.pid}.tmp`;
    const fd = openSync(temp, 'w');
    try {
      writeSync(fd, JSON.stringify(data));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, this.file);
  }

  /** Applies a change to the document and persists it before returning. */
  update<T>(change: (data: StoreData) => T): T {
    const result = change(this.data);
    this.write(this.data);
    return result;
  }

  /** Forgets every session, payment, token, refund and idempotency key (the control route). */
  reset() {
    this.update((data) => {
      Object.assign(data, emptyData(data.fingerprintSecret));
    });
  }

  release() {
    if (this.lockFd !== null) {
      closeSync(this.lockFd);
      this.lockFd = null;
      rmSync(this.lockFile, { force: true });
    }
  }
}
