import { type EndpointContract, OPERATOR_KEY_HEADER } from '@portal/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registeredContracts, stringNodes } from '../helpers/contracts';
import { createTestApp, oneDatabaseTarget, type TestApp } from '../helpers/test-app';
import { demoUserId } from '../helpers/users';

const OPERATOR_KEY = 'fuzz-operator-key';

/** Values a hostile or careless client sends in place of any field. */
const HOSTILE_VALUES: unknown[] = [
  'ab\u0000cd',
  'ab\uD800',
  '\uDC00ab',
  '\u202Eevil',
  'a\u0085b\u009Bc',
  '..',
  '../../etc/passwd',
  '%ZZ%00',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '🙂'.repeat(200),
  'x'.repeat(20_000),
  '',
  ' ',
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 63,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  true,
  null,
  [],
  ['ab\u0000'],
  {},
  { $where: '1' },
  { a: { b: { c: 'ab\u0000' } } },
];

/** Whole bodies that are not the object any contract expects. */
const HOSTILE_BODIES: string[] = [
  '[]',
  '"text"',
  '42',
  'null',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"a":"\\ud800"}',
];

/** The top-level fields of a contract's input and every nested string's path. */
const fieldsOf = (contract: EndpointContract): string[] => {
  const json = z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  const nested = stringNodes(contract.input)
    .map((node) => node.path)
    .filter((path) => path.includes('.') && !path.includes('[]'));
  return [...new Set([...Object.keys(json.properties ?? {}), ...nested])];
};

/** A lone surrogate cannot be percent-encoded: it goes as the bytes a careless client would send. */
const queryValue = (value: unknown): string => {
  try {
    return encodeURIComponent(String(value)).slice(0, 4000);
  } catch {
    return '%ED%A0%80';
  }
};

const inputWith = (path: string, value: unknown): Record<string, unknown> =>
  path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;

/**
 * Each contract's fields get hostile values, one at a time, and every endpoint gets bodies that are
 * not objects at all: whatever arrives, the answer is the envelope and never a 5xx.
 */
describe.each(oneDatabaseTarget)('fuzzing every endpoint (%s)', (target) => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { OPERATOR_KEY } });
    userId = await demoUserId(t);
  });
  afterAll(() => t?.close());

  const expectEnvelope = (response: LightMyRequestResponse, what: string) => {
    expect(response.statusCode, what).toBeLessThan(500);
    // A file answer (the audit log's CSV export) is the success of a filter that happened to be valid.
    const file = response.statusCode === 200 && /^text\/csv/.test(String(response.headers['content-type']));
    if (response.statusCode !== 304 && !file) {
      expect(response.json(), what).toMatchObject({ state: expect.stringMatching(/^[01]$/) });
    }
  };

  // Some 4,000 requests, more with every service's endpoints: longer than the default 30 s on a busy
  // machine.
  it('answers every hostile field value with the envelope, never a 5xx', async () => {
    let sent = 0;
    for (const contract of registeredContracts(t.app)) {
      // A fresh session per endpoint: a hostile call must not be able to spoil the next one's.
      const { token } = await t.app.services.sessions.createSession(userId);
      const headers = { authorization: token, [OPERATOR_KEY_HEADER]: OPERATOR_KEY };
      for (const field of fieldsOf(contract)) {
        for (const value of HOSTILE_VALUES) {
          const url = `/api${contract.path}`;
          const response =
            contract.method === 'GET'
              ? await t.app.inject({
                  method: 'GET',
                  url: `${url}?${encodeURIComponent(field)}=${queryValue(value)}`,
                  headers,
                })
              : await t.app.inject({
                  method: contract.method,
                  url,
                  headers,
                  payload: inputWith(field, value),
                });
          expectEnvelope(
            response,
            `${contract.method} ${contract.path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`,
          );
          sent += 1;
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
  }, 120_000);

  it('answers bodies that are not objects, and malformed queries, with the envelope', async () => {
    for (const contract of registeredContracts(t.app)) {
      const { token } = await t.app.services.sessions.createSession(userId);
      const headers = { authorization: token, [OPERATOR_KEY_HEADER]: OPERATOR_KEY };
      const url = `/api${contract.path}`;
      if (contract.method === 'GET') {
        for (const query of ['%ZZ=1', 'a=%E0%A4%A', 'a=%ED%A0%80', 'a[b][c]=1', '__proto__=x']) {
          expectEnvelope(
            await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers }),
            `${url}?${query}`,
          );
        }
        continue;
      }
      for (const body of HOSTILE_BODIES) {
        const response = await t.app.inject({
          method: contract.method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: body,
        });
        expectEnvelope(response, `${url} ${body.slice(0, 40)}`);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
