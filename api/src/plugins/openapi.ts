import swagger from '@fastify/swagger';
import {
  AUTH_HEADER,
  type EndpointContract,
  envelopeSchema,
  OPERATOR_KEY_HEADER,
} from '@portal/shared/contracts';
import { errorMessages } from '@portal/shared/contracts/error-messages';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IpRateLimitName } from '../config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The shared contract a route was registered from (`registerEndpoint`); read by the OpenAPI document. */
    contract?: EndpointContract;
    /** The per-client-address limit the route counts against (`registerEndpoint`'s `ipRateLimit`). */
    ipRateLimit?: IpRateLimitName;
  }
}

/** Where the document is served (public, JSON). */
export const OPENAPI_PATH = '/api/openapi.json';
/** The document's version (raise it when a contract changes incompatibly). */
const API_VERSION = '1.0.0';

const ENVELOPE_DESCRIPTION = [
  'Every answer is an envelope `{ state, errorCode, message, result }`.',
  "`state` '1' is success: `errorCode` is null and `result` holds the endpoint's result.",
  "`state` '0' is a failure: `errorCode` is one of the catalogued codes below, `message` its text",
  'and `result` null or the details the screen needs (e.g. `{ lockSeconds }`, `{ retryAfterSeconds }`).',
  'Business outcomes (wrong password, session expired 20002, too many requests 10429) are HTTP 200;',
  'a body or query that does not match the schema is 400, an unknown path 404, a fault 500 — all',
  'with the envelope.',
].join(' ');

const errorCatalogue = Object.entries(errorMessages)
  .map(([code, message]) => `- \`${code}\`: ${message}`)
  .join('\n');

// `envelopeSchema` is a `zod/mini` object (the light contracts are): extended through its shape.
/** A success envelope: state '1' and the contract's result. */
const successEnvelope = (result: z.core.$ZodType) =>
  z.object({ ...envelopeSchema(result).shape, state: z.literal('1'), errorCode: z.null(), result });

/** A failure envelope (any status): state '0', a catalogued code, and null or the details. */
const failureEnvelope = z.object({
  ...envelopeSchema(z.record(z.string(), z.unknown())).shape,
  state: z.literal('0'),
  errorCode: z.number().int(),
});
const FAILURE_REF = { $ref: '#/components/schemas/Failure' };

const { $schema: _dialect, ...failureFields } = z.toJSONSchema(failureEnvelope, { target: 'draft-2020-12' });
/** Every member of the OpenAPI schema-object types is optional: the JSON Schema fits any of them. */
const failureJsonSchema = failureFields as Record<never, never>;

const SECURITY: Record<EndpointContract['auth'], FastifySchema['security']> = {
  public: undefined,
  optional: [{}, { sessionToken: [] }],
  user: [{ sessionToken: [] }],
  // A signed-in operator with the contract's role, or automation with the key (decision 0019).
  operator: [{ operatorSession: [] }, { operatorKey: [] }],
  // Open outside production; the operator key in production.
  sandbox: [{}, { operatorKey: [] }],
};

/** `resetCode` → `RATE_LIMIT_RESET_CODE`. */
const settingOf = (name: IpRateLimitName) =>
  `RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

/** `POST /reg-credit-card/verify-card` → `postRegCreditCardVerifyCard`. */
const operationIdOf = ({ method, path }: EndpointContract) =>
  `${method.toLowerCase()}${path.replace(/[/-](\w)/g, (_, letter: string) => letter.toUpperCase())}`;

type Responses = Record<string, { description?: string; content?: Record<string, { schema: unknown }> }>;

/**
 * The provider's transform (zod input schemas → JSON Schema, `io: 'input'`), on a schema completed
 * from the route's contract: the success envelope with the contract's result (or a failure), the
 * 400 failure, a tag per path segment, the auth the contract asks for and the per-address limit.
 * Routes without a contract (health checks, the document itself, static files) are left out.
 */
const transform: typeof jsonSchemaTransform = (document) => {
  const { contract, ipRateLimit } = document.route.config ?? {};
  if (!contract) return { schema: { hide: true } as FastifySchema, url: document.url };
  const transformed = jsonSchemaTransform({
    ...document,
    schema: {
      ...document.schema,
      tags: [contract.path.split('/')[1] ?? 'api'],
      operationId: operationIdOf(contract),
      security: SECURITY[contract.auth],
      description: ipRateLimit
        ? `Limited per client address (setting ${settingOf(ipRateLimit)}): over the limit the answer is errorCode 10429 with \`{ retryAfterSeconds }\`.`
        : undefined,
      response: { 200: { content: { 'application/json': { schema: successEnvelope(contract.result) } } } },
    },
  });
  const responses = transformed.schema.response as Responses;
  const success = responses[200]?.content?.['application/json']?.schema;
  responses[200] = {
    description: "The success envelope with the endpoint's result, or a business failure (state '0').",
    content: { 'application/json': { schema: { oneOf: [success, FAILURE_REF] } } },
  };
  responses[400] = {
    description: 'The body or query does not match the schema, or is not JSON.',
    content: { 'application/json': { schema: FAILURE_REF } },
  };
  return transformed;
};

/**
 * The OpenAPI 3.1 document of every endpoint registered from a shared contract, generated by
 * `@fastify/swagger` when first asked for; served at GET /api/openapi.json. Register it before
 * the routes (it collects them as they are added).
 */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Cardholder airport-services portal API',
          version: API_VERSION,
          description: `${ENVELOPE_DESCRIPTION}\n\nError codes:\n\n${errorCatalogue}`,
        },
        components: {
          schemas: { Failure: failureJsonSchema },
          securitySchemes: {
            sessionToken: {
              type: 'apiKey',
              in: 'header',
              name: AUTH_HEADER,
              description: 'The token from POST /api/login/gen-token (raw or `Bearer <token>`).',
            },
            operatorSession: {
              type: 'apiKey',
              in: 'header',
              name: AUTH_HEADER,
              description:
                'An operator token (`op_…`) from POST /api/operator/login; the operation needs the role its contract names.',
            },
            operatorKey: {
              type: 'apiKey',
              in: 'header',
              name: OPERATOR_KEY_HEADER,
              description:
                'The operator key (automation: the CLI and scripts); every operator call is audited.',
            },
          },
        },
      },
      transform,
    });
    app.get(OPENAPI_PATH, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(app.swagger()),
    );
  },
  { name: 'openapi', dependencies: ['envelope'] },
);
