/**
 * The request could not be completed: the server answered HTTP 4xx/5xx, sent something that
 * breaks the contract, or could not be reached. The user has already been told (unless quiet).
 */
export class ConnectionError extends Error {
  override name = 'ConnectionError';
  /** HTTP status when the server answered, else null. */
  readonly status: number | null;

  /**
   * `cause` keeps the underlying failure for developers: axios' error (HTTP status, network,
   * time-out, or a contract breach with the ContractMismatchError as its own cause), or the
   * failed load of axios itself.
   */
  constructor(status: number | null = null, options?: { cause?: unknown }) {
    super(status == null ? 'The server could not be reached' : `The server answered HTTP ${status}`, options);
    this.status = status;
  }
}

/** The browser is offline; the shell shows the offline notice. */
export class OfflineError extends Error {
  override name = 'OfflineError';

  constructor() {
    super('The browser is offline');
  }
}

/** A response that does not match its contract: handled like a server fault. */
export class ContractMismatchError extends Error {
  override name = 'ContractMismatchError';
}
