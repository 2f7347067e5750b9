/** Hand-written types for the package's public API (the source is JavaScript with JSDoc). */
export interface CaughtMessage {
  id: string;
  /** Envelope recipients, lower case. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** What is attached (names, types and sizes; the catcher does not keep the content). */
  attachments: Array<{ filename: string; contentType: string; size: number }>;
  /** ISO 8601 time the catcher received the message. */
  date: string;
}

export interface MailCatcherOptions {
  /** Default 1025; 0 picks a free port. */
  smtpPort?: number;
  /** Default 8025; 0 picks a free port. */
  httpPort?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Messages kept before the oldest are dropped (default 500). */
  maxMessages?: number;
  /** Writes to the inbox need it as `x-control-key`; a random one when omitted. */
  controlKey?: string;
  /** Host names the inbox answers besides loopback ones and `host` (e.g. a container's name). */
  allowedHosts?: string[];
}

export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  /** What the API's SMTP_URL should be, e.g. smtp://127.0.0.1:1025. */
  smtpUrl: string;
  /** The web inbox, e.g. http://127.0.0.1:8025. */
  inboxUrl: string;
  /** What `POST /clear` and `DELETE /api/messages` want in `x-control-key`. */
  controlKey: string;
  /** Newest first; only those for `to` (case-insensitive) when given. */
  messages(to?: string): CaughtMessage[];
  clear(): void;
  close(): Promise<void>;
}

export declare const DEFAULT_MAX_MESSAGES: number;
export declare function startMailCatcher(options?: MailCatcherOptions): Promise<MailCatcher>;
export declare function createMessageStore(max: number): {
  add(message: Omit<CaughtMessage, 'id' | 'date'>): CaughtMessage;
  list(to?: string): CaughtMessage[];
  get(id: string): CaughtMessage | undefined;
  clear(): void;
};
