import { type EndpointContract, ErrorCode, login, OPERATOR_KEY_HEADER } from '@portal/shared/contracts';
import { regActivationVerify, regCardVerify, updateProfile } from '@portal/shared/contracts/accounts';
import { contactUs } from '@portal/shared/contracts/help';
import { deleteCard, finishAddCard, setDefaultCard } from '@portal/shared/contracts/payments';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredContracts, stringNodes } from '../helpers/contracts';
import { failure } from '../helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from '../helpers/test-app';
import { demoUserId } from '../helpers/users';

const OPERATOR_KEY = 'hostile-input-operator-key';

/** A value at `path` (`a.b`, `items[]`) in an otherwise empty input. */
const inputWith = (path: string, value: unknown): Record<string, unknown> => {
  const keys = path.split('.');
  const build = (index: number): unknown => {
    const key = keys[index] ?? '';
    const leaf = index === keys.length - 1 ? value : build(index + 1);
    return key.endsWith('[]') ? { [key.slice(0, -2)]: [leaf] } : { [key]: leaf };
  };
  return build(0) as Record<string, unknown>;
};

/** Sends an input the way its contract is called: JSON body, or query string for GET. */
const send = (
  t: TestApp,
  contract: EndpointContract,
  input: unknown,
  token: string,
): Promise<LightMyRequestResponse> => {
  const headers = { authorization: token, [OPERATOR_KEY_HEADER]: OPERATOR_KEY };
  const url = `/api${contract.path}`;
  if (contract.method === 'GET') {
    const query = Object.entries(input as Record<string, unknown>)
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
      .join('&');
    return t.app.inject({ method: 'GET', url: `${url}?${query}`, headers });
  }
  return t.app.inject({ method: contract.method, url, headers, payload: input as object });
};

const NUL = 'ab\u0000cd';
const LONE_SURROGATE = 'ab\uD800cd';

describe.each(databaseTargets)('hostile input (%s)', (target) => {
  let t: TestApp;
  let token: string;
  let contracts: EndpointContract[];
  beforeAll(async () => {
    t = await createTestApp(target, {
      env: { OPERATOR_KEY },
      extend: (app) => {
        // A handler that hands the database a value it refuses (22021: NUL in text).
        app.get('/api/test/stores-nul', async () => {
          await t.database.db.execute(sql`select ${'a\u0000b'}::text`);
          return { stored: true };
        });
        app.get('/api/test/breaks-unique', async () => {
          const error = new Error('duplicate key') as Error & { cause?: unknown };
          error.cause = { code: '23505' };
          throw error;
        });
      },
    });
    contracts = registeredContracts(t.app);
    token = (await t.app.services.sessions.createSession(await demoUserId(t))).token;
  });
  afterAll(() => t?.close());

  const refusedAsInput = (response: LightMyRequestResponse, field: string) => {
    const message = failure(response, 400, ErrorCode.BAD_REQUEST);
    expect(message).toContain(`'${field}'`);
  };

  it('refuses NUL and lone surrogates in every string field of every endpoint with 400, naming the field', async () => {
    let checked = 0;
    for (const contract of contracts) {
      for (const { path } of stringNodes(contract.input)) {
        for (const value of [NUL, LONE_SURROGATE]) {
          // A lone surrogate cannot travel in a URL (it is not UTF-8): queries get NUL only.
          if (contract.method === 'GET' && value === LONE_SURROGATE) continue;
          const response = await send(t, contract, inputWith(path, value), token);
          expect(response.statusCode, `${contract.path} ${path}`).toBe(400);
          refusedAsInput(response, path.replaceAll('[]', '.0'));
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('refuses the cases found by hand: login, contact-us, verify-card, profile, finish-add-card', async () => {
    const cases: Array<[EndpointContract, Record<string, unknown>, string]> = [
      [login, { email: `a${NUL}@portal.test`, password: 'Whatever1' }, 'email'],
      [contactUs, { email: 'a@portal.test', category: 'other', topic: `T${NUL}`, message: 'Hello' }, 'topic'],
      [
        contactUs,
        { email: 'a@portal.test', category: 'other', topic: 'Topic', message: `M${NUL}` },
        'message',
      ],
      [regCardVerify, { cardNumber: `3056930009020004${NUL}` }, 'cardNumber'],
      [regActivationVerify, { activationCode: `CODE${NUL}` }, 'activationCode'],
      [
        updateProfile,
        {
          firstName: 'Alex',
          lastName: 'Moreno',
          mobileNoPrefix: '44',
          mobileNo: '7700900123',
          mobileCountry: NUL,
        },
        'mobileCountry',
      ],
      [finishAddCard, { paymentId: LONE_SURROGATE, cardHolder: 'Alex Moreno' }, 'paymentId'],
    ];
    for (const [contract, input, field] of cases) {
      refusedAsInput(await send(t, contract, input, token), field);
    }
  });

  it('refuses bidirectional overrides and line breaks in names and subjects, and keeps line breaks in a message', async () => {
    const profile = { lastName: 'Moreno', mobileNoPrefix: '44', mobileNo: '7700900123' };
    for (const firstName of ['Alex\u202E', 'Al\nex']) {
      failure(await send(t, updateProfile, { ...profile, firstName }, token), 400, ErrorCode.BAD_REQUEST);
    }
    const query = { email: 'bidi@portal.test', category: 'other', message: 'Line one\nLine two' };
    for (const topic of ['Refund \u202Edeen', 'Two\nlines', 'Ta\u0009b']) {
      const message = failure(
        await send(t, contactUs, { ...query, topic }, token),
        400,
        ErrorCode.BAD_REQUEST,
      );
      expect(message).toContain("'topic'");
    }
    const accepted = await send(t, contactUs, { ...query, topic: 'Refund' }, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ state: '1' });
  });

  it('bounds card ids to the database integer', async () => {
    for (const contract of [setDefaultCard, deleteCard]) {
      for (const id of [2 ** 31, 2 ** 53, -1, 0]) {
        refusedAsInput(await send(t, contract, { id }, token), 'id');
      }
      const unknown = await send(t, contract, { id: 2 ** 31 - 1 }, token);
      failure(unknown, 200, ErrorCode.CARD_NOT_FOUND);
    }
  });

  it('sends only plain references to the payment host', async () => {
    for (const paymentId of ['..', '../payments', 'pay/../x', 'a b', '%2e%2e']) {
      refusedAsInput(
        await send(t, finishAddCard, { paymentId, cardHolder: 'Alex Moreno' }, token),
        'paymentId',
      );
    }
  });

  it('answers a value the database refuses as bad input, and other database faults as 500', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/test/stores-nul' });
    failure(refused, 400, ErrorCode.BAD_REQUEST);
    const fault = await t.app.inject({ method: 'GET', url: '/api/test/breaks-unique' });
    failure(fault, 500, ErrorCode.INTERNAL);
  });

  it('refuses input nested deeper than any contract, and bad names of fields', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i += 1) deep = { a: deep };
    const nested = await send(t, contactUs, { email: 'a@portal.test', deep }, token);
    failure(nested, 400, ErrorCode.BAD_REQUEST);
    const badKey = await send(t, contactUs, { [`to${NUL}pic`]: 'x' }, token);
    const message = failure(badKey, 400, ErrorCode.BAD_REQUEST);
    expect(message).not.toContain('\u0000');
  });
});
