import type { EndpointContract } from '@portal/shared/contracts';
import type { AuditAction } from '@portal/shared/contracts/operations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isAppError } from '../../lib/app-error';
import type { AuditContext, AuditWithin } from '../../services/operations/operator-actor';
import { type EndpointContext, registerEndpoint } from '../endpoint';

type Input<C extends EndpointContract> = z.output<C['input']>;
type Result<C extends EndpointContract> = z.output<C['result']>;

/** Who makes this operator call and from where (the auth hook has set the actor). */
export const auditContextOf = (request: FastifyRequest): AuditContext => {
  if (!request.operator) throw new Error('an operator endpoint ran without an operator');
  return { actor: request.operator, clientIp: request.ip };
};

export interface AuditSpec<C extends EndpointContract> {
  action: AuditAction;
  /** What the call acts on, from its input (a remote's name, an order number…). */
  target: (input: Input<C>) => string | null;
  /** What else the row keeps from the input (never a password). */
  details?: (input: Input<C>) => Record<string, unknown>;
}

/**
 * Registers an operator endpoint that changes something, with one audit row per call (decision
 * 0019): who (the operator or automation), what, its target, the client address and the outcome.
 * A handler whose change is one transaction calls `within(tx)` in it, so the row commits with the
 * change; otherwise the row is written once the handler has succeeded. A refused or failed change
 * leaves a `failure` row with its error code instead (any row `within` wrote went with the rollback).
 */
export const registerAuditedEndpoint = <C extends EndpointContract>(
  app: FastifyInstance,
  contract: C,
  spec: AuditSpec<C>,
  handler: (
    context: EndpointContext<C, undefined> & { audit: AuditContext; within: AuditWithin },
  ) => Promise<Result<C>>,
): void => {
  registerEndpoint(app, contract, async (context) => {
    const audit = auditContextOf(context.request);
    const event = (extra?: Record<string, unknown>) => ({
      action: spec.action,
      target: spec.target(context.input),
      details: { ...(spec.details?.(context.input) ?? {}), ...extra },
    });
    let recorded = false;
    const within: AuditWithin = async (tx: Db, details) => {
      await app.services.operations.audit.record(audit, event(details), tx);
      recorded = true;
    };
    try {
      const result = await handler({ ...context, audit, within });
      if (!recorded) await app.services.operations.audit.record(audit, event());
      return result;
    } catch (error) {
      const errorCode = isAppError(error) ? error.errorCode : 'internal';
      await app.services.operations.audit
        .record(audit, { ...event({ errorCode }), outcome: 'failure' })
        .catch((auditError: unknown) =>
          context.request.log.error(
            { err: auditError },
            'the audit row of a failed operator call was not written',
          ),
        );
      throw error;
    }
  });
};
