import type { OperatorRole } from '@portal/shared/contracts';
import type { Db } from '../../db/client';

/**
 * Who makes an operator call: a signed-in operator (their session), or automation — the operator
 * key of the CLI and scripts, which may call every operator endpoint and is audited as such.
 */
export type OperatorActor =
  | { kind: 'automation' }
  | {
      kind: 'operator';
      operatorId: number;
      email: string;
      displayName: string;
      roles: OperatorRole[];
      sessionId: number;
    };

/** An operator call in the audit log's terms: who, and from which client address. */
export interface AuditContext {
  actor: OperatorActor;
  clientIp: string;
}

/**
 * Writes the call's audit row inside the transaction of its change (so both commit or neither),
 * with details the change alone knows (e.g. the values before).
 */
export type AuditWithin = (tx: Db, details?: Record<string, unknown>) => Promise<void>;
