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

export type StatusCategory = 'PENDING_PAYMENT' | 'COMPLETED' | 'UNSUCCESSFUL' | 'REFUNDED';
/** Why an unsuccessful payment failed. */
export type FailureReason = 'AUTHENTICATION_FAILED' | 'DECLINED' | null;

/** What the host keeps about a card: never the number or the CVC. */
export interface CardRecord {
  brand: string;
  /** Worldline's payment product (132: Diners Club). */
  paymentProductId: number;
  /** The first six digits. */
  bin: string;
  lastFour: string;
  /** MM/YY. */
  expiry: string;
  holder: string;
  /** A keyed fingerprint, the same for the same number at one merchant (the payment account reference). */
  fingerprint: string;
  challenge: boolean;
}

/** A hosted tokenization session: the card page's session, opened by the merchant. */
export interface HostedTokenization {
  id: string;
  merchantId: string;
  /** A saved card offered on the page (the request's `tokens`). */
  presetToken: string | null;
  /** The token the page produced or used, once the card was submitted. */
  token: string | null;
  /** The CVC typed on the page makes the issuer decline the first payment with this session's token. */
  declineFirstPayment: boolean;
  createdAt: string;
  expiresAt: string;
  /** The payment made through the portal's create-payment page with this session (one per session). */
  paymentId: string | null;
}

export interface PaymentRecord {
  id: string;
  merchantId: string;
  hostedTokenizationId: string | null;
  merchantReference: string;
  merchantParameters: string | null;
  amount: number;
  currency: string;
  returnUrl: string | null;
  statusCategory: StatusCategory;
  failure: FailureReason;
  /** The issuer declines after authentication (the decline CVC was used). */
  declineAfterAuthentication: boolean;
  card: CardRecord;
  token: string;
  refundedAmount: number;
  refundCount: number;
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
  currency: string;
  createdAt: string;
}

export interface IdempotentAnswer {
  status: number;
  body: unknown;
  /** When the first request arrived (ms since the epoch): `X-GCS-Idempotence-Request-Timestamp`. */
  requestTimestamp: number;
  createdAt: string;
}

export interface StoreData {
  version: 2;
  /** Keys the card fingerprints; made once per data folder. */
  fingerprintSecret: string;
  hostedTokenizations: Record<string, HostedTokenization>;
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
  version: 2,
  fingerprintSecret,
  hostedTokenizations: dictionary(),
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
    const stored = JSON.parse(readFileSync(this.file, 'utf8')) as {
      version: number;
      fingerprintSecret: string;
    };
    // Version 1 spoke the sandbox's own protocol: its records mean nothing to Worldline's API.
    if (stored.version === 1) {
      const data = emptyData(stored.fingerprintSecret);
      this.write(data);
      return data;
    }
    if (stored.version !== 2) throw new Error(`Unknown payment sandbox data version in ${this.file}.`);
    const parsed = stored as StoreData;
    parsed.hostedTokenizations = dictionary(parsed.hostedTokenizations);
    parsed.payments = dictionary(parsed.payments);
    parsed.tokens = dictionary(parsed.tokens);
    parsed.refunds = dictionary(parsed.refunds);
    parsed.idempotency = dictionary(parsed.idempotency);
    // Idempotency keys are kept for a day, unused sessions until a day after they expired.
    const dayAgo = Date.now() - 24 * 3600_000;
    for (const [key, answer] of Object.entries(parsed.idempotency)) {
      if (Date.parse(answer.createdAt) < dayAgo) delete parsed.idempotency[key];
    }
    for (const [id, session] of Object.entries(parsed.hostedTokenizations)) {
      if (!session.paymentId && Date.parse(session.expiresAt) < dayAgo) delete parsed.hostedTokenizations[id];
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

  /** Forgets every hosted tokenization, payment, token, refund and idempotency key (the control route). */
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
