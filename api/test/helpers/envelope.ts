import { type EndpointContract, envelopeSchema } from '@portal/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';

/** Asserts a success envelope whose result matches the contract, and returns the result. */
export const okResult = <C extends EndpointContract>(
  contract: C,
  response: LightMyRequestResponse,
): z.output<C['result']> => {
  expect(response.statusCode).toBe(200);
  const body = envelopeSchema(contract.result).parse(response.json());
  expect(body).toMatchObject({ state: '1', errorCode: null });
  return body.result as z.output<C['result']>;
};

const failureSchema = z.object({
  ...envelopeSchema(z.null()).shape,
  state: z.literal('0'),
  errorCode: z.number(),
});

/** Asserts a failure envelope with this status and code; returns its message. */
export const failure = (response: LightMyRequestResponse, status: number, errorCode: number): string => {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = failureSchema.parse(response.json());
  expect(body.errorCode).toBe(errorCode);
  return body.message;
};
