import type { EndpointContract } from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OPENAPI_PATH } from '../src/plugins/openapi';
import { registeredContracts } from './helpers/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Operation {
  operationId?: string;
  tags?: string[];
  description?: string;
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

/** The fields of a contract's input, as its JSON Schema (input side) lists them. */
const inputFields = (contract: EndpointContract): string[] =>
  Object.keys(
    (z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any' }).properties ?? {}) as object,
  );

/** Every `$ref` in the document, wherever it is. */
const refsIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [child] : refsIn(child),
  );
};

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let registered: EndpointContract[];
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json() as OpenApiDocument;
    registered = registeredContracts(t.app);
  });
  afterAll(() => t?.close());

  it('is an OpenAPI 3.x document with a title, a version and the envelope described', () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).not.toBe('');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(document.info.description).toContain('{ state, errorCode, message, result }');
    expect(document.info.description).toContain('`10429`: Too many requests, please try again later.');
    expect(document.components.schemas.Failure).toMatchObject({
      type: 'object',
      required: ['state', 'errorCode', 'message', 'result'],
    });
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'operatorKey',
      'operatorSession',
      'sessionToken',
    ]);
  });

  it('lists every endpoint registered from a contract, and nothing else', () => {
    expect(registered.length).toBeGreaterThan(25);
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = registered.map((contract) => `${contract.method} /api${contract.path}`);
    expect(listed.sort()).toEqual([...new Set(expected)].sort());
    expect(document.paths['/healthz']).toBeUndefined();
    expect(document.paths[OPENAPI_PATH]).toBeUndefined();
  });

  it("describes each endpoint's input and the envelope of its result", () => {
    const operationIds = new Set<string>();
    for (const contract of registered) {
      const where = `${contract.method} ${contract.path}`;
      const operation = document.paths[`/api${contract.path}`]?.[contract.method.toLowerCase()];
      expect(operation, where).toBeDefined();
      if (!operation) continue;
      const fields = inputFields(contract);
      if (contract.method === 'GET') {
        const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
        expect(query.map((parameter) => parameter.name).sort(), where).toEqual([...fields].sort());
      } else {
        const body = operation.requestBody?.content['application/json']?.schema;
        expect(body, where).toBeDefined();
        expect(Object.keys(body?.properties ?? {}).sort(), where).toEqual([...fields].sort());
      }
      const success = operation.responses['200']?.content?.['application/json']?.schema;
      expect(success?.oneOf, where).toEqual([
        expect.objectContaining({
          required: ['state', 'errorCode', 'message', 'result'],
          properties: expect.objectContaining({ state: { type: 'string', enum: ['1'] } }),
        }),
        { $ref: '#/components/schemas/Failure' },
      ]);
      expect(operation.responses['400']?.content?.['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/Failure',
      });
      expect(operation.tags).toEqual([contract.path.split('/')[1]]);
      expect(operation.operationId, where).toMatch(/^(get|post|put|patch|delete)[A-Za-z]+$/);
      operationIds.add(operation.operationId ?? '');
      if (contract.auth === 'user') expect(operation.security, where).toEqual([{ sessionToken: [] }]);
      if (contract.auth === 'public') expect(operation.security, where).toBeUndefined();
      if (contract.auth === 'operator')
        expect(operation.security, where).toEqual([{ operatorSession: [] }, { operatorKey: [] }]);
    }
    expect(operationIds.size).toBe(registered.length);
  });

  it('names the per-address limit on the limited endpoints', () => {
    const description = (path: string, method = 'post') => document.paths[path]?.[method]?.description ?? '';
    expect(description('/api/login/gen-token')).toContain('RATE_LIMIT_LOGIN');
    expect(description('/api/user/send-forget-pwd-email', 'get')).toContain('RATE_LIMIT_RESET_CODE');
    expect(description('/api/user/verify-captcha-by-forget-pwd')).toContain('RATE_LIMIT_RESET_VERIFY');
    expect(description('/api/user/reset-pwd')).toContain('RATE_LIMIT_RESET_PASSWORD');
    expect(description('/api/reg-credit-card/verify-card')).toContain('RATE_LIMIT_SIGN_UP_VERIFY');
    expect(description('/api/reg-activation/verify-card')).toContain('RATE_LIMIT_SIGN_UP_VERIFY');
    expect(description('/api/user/info')).toBe('');
  });

  it('resolves every $ref inside the document', () => {
    const refs = refsIn(document.paths);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas[ref.split('/').pop() ?? '']).toBeDefined();
    }
  });

  it('is public: served without a token, the same on every call', async () => {
    const again = await t.app.inject({
      method: 'GET',
      url: OPENAPI_PATH,
      headers: { authorization: 'nonsense' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(document);
  });
});
