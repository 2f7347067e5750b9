import type * as core from 'zod/v4/core';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: `public` anyone; `optional` anyone, with the caller's account
 * when a valid token is sent; `user` a logged-in cardholder (else errorCode 20002);
 * `operator` the issuer's operations team, with the operator key header; `sandbox` a sandbox's
 * control (tests, demos): anyone outside production, only with the operator key in production.
 */
export type AuthMode = 'public' | 'optional' | 'user' | 'operator' | 'sandbox';

/**
 * What an operator may do (decision 0019): `remotes` switches remotes, `quotes` works the booking
 * requests (quote, decline, fleet, who meets the traveller), `programme` sets the programme's
 * switches and issues activation codes, `viewer` only reads. Every role reads: an endpoint that
 * only reads asks for `viewer`.
 */
export type OperatorRole = 'remotes' | 'quotes' | 'programme' | 'viewer';

/**
 * A contract's schema: zod 4, classic (`zod`) or mini (`zod/mini`). Both are `zod/v4/core` schemas
 * (the API's validator, `z.input`/`z.output` and JSON Schema take either) with `.parse` and
 * `.safeParse`, and each may hold the other: a classic `z.object` takes a mini field and the other
 * way round. The light contracts (`@portal/shared/contracts`, loaded by the shell at start-up) are
 * mini, so the home page carries no classic zod; the per-domain contracts are classic.
 */
export interface ContractSchema<Output = unknown, Input = unknown> extends core.$ZodType<Output, Input> {
  parse(data: unknown): Output;
  safeParse(data: unknown): { success: true; data: Output } | { success: false; error: core.$ZodError };
}

/**
 * Who may call: an `operator` endpoint names the role its call needs (an operator session without
 * it is refused with OPERATOR_ROLE_MISSING; the operator key, automation, may call every one); the
 * other modes name none.
 */
export type EndpointAccess =
  | { auth: 'operator'; role: OperatorRole }
  | { auth: Exclude<AuthMode, 'operator'>; role?: undefined };

export type EndpointContract<
  TInput extends ContractSchema = ContractSchema,
  TResult extends ContractSchema = ContractSchema,
> = EndpointAccess & {
  method: HttpMethod;
  /** Path under `/api`, exactly as in the specification. */
  path: `/${string}`;
  /** Query string for GET, JSON body otherwise. Strict: unknown fields are refused. */
  input: TInput;
  result: TResult;
};

export const defineEndpoint = <TInput extends ContractSchema, TResult extends ContractSchema>(
  contract: EndpointContract<TInput, TResult>,
) => contract;

export type EndpointInput<E> = E extends EndpointContract<infer I, ContractSchema> ? core.input<I> : never;
export type EndpointResult<E> = E extends EndpointContract<ContractSchema, infer R> ? core.output<R> : never;

// No zod messages are set here. Classic zod sets its English ones when it loads (the API, and every
// page with a form: form rules carry validation keys of their own anyway); the light contracts on
// the shell's start-up only ever fail as a contract mismatch, a developer's error behind the
// Connection Error dialog, whose issues still name their code, path and expectation. Setting them
// here put zod's English locale (1.1 KB gzip) on the home page.

/** Header that carries the session token (the specification's `authorization`). */
export const AUTH_HEADER = 'authorization';
/** Header sent on every call to the portal API (never to the payment host). */
export const CHANNEL_HEADER = 'channel';
export const CHANNEL_WEB = 'web';
export const OPERATOR_KEY_HEADER = 'x-operator-key';
