import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: `public` anyone; `optional` anyone, with the caller's account
 * when a valid token is sent; `user` a logged-in cardholder (else errorCode 20002);
 * `operator` the issuer's operations team, with the operator key header.
 */
export type AuthMode = 'public' | 'optional' | 'user' | 'operator';

export interface EndpointContract<
  TInput extends z.ZodType = z.ZodType,
  TResult extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path under `/api`, exactly as in the specification. */
  path: `/${string}`;
  auth: AuthMode;
  /** Query string for GET, JSON body otherwise. Strict: unknown fields are refused. */
  input: TInput;
  result: TResult;
}

export const defineEndpoint = <TInput extends z.ZodType, TResult extends z.ZodType>(
  contract: EndpointContract<TInput, TResult>,
) => contract;

export type EndpointInput<E> = E extends EndpointContract<infer I, z.ZodType> ? z.input<I> : never;
export type EndpointResult<E> = E extends EndpointContract<z.ZodType, infer R> ? z.output<R> : never;

/** Header that carries the session token (the specification's `authorization`). */
export const AUTH_HEADER = 'authorization';
/** Header sent on every call to the portal API (never to the payment host). */
export const CHANNEL_HEADER = 'channel';
export const CHANNEL_WEB = 'web';
export const OPERATOR_KEY_HEADER = 'x-operator-key';
