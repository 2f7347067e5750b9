import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import {
  miniDatabaseIdSchema,
  miniHostReferenceSchema,
  miniRawTextSchema,
  miniTextSchema,
} from '../../validation/safe-text-check';
import {
  databaseIdSchema,
  hostReferenceSchema,
  rawTextSchema,
  singleLineTextCheck,
  textSchema,
} from '../../validation/safe-text-schema';
import { changePassword } from '../endpoints/accounts';
import { type SavedCard, savedCardSchema } from '../endpoints/card-return';
import { finishAddCard } from '../endpoints/payments';
import { type LoginResult, loginResultSchema, passwordAttemptSchema } from '../endpoints/session';
import { envelopeSchema } from '../envelope';

const contractsDir = path.resolve(import.meta.dirname, '..');

/** Every module reachable by relative imports from `entry`, with its source. */
const moduleGraph = (entry: string): Map<string, string> => {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const source = readFileSync(file, 'utf8');
    seen.set(file, source);
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s'(\.[^']+)'/gm)) {
      visit(`${path.resolve(path.dirname(file), specifier ?? '')}.ts`);
    }
  };
  visit(entry);
  return seen;
};

describe('the light contracts (decision 0004)', () => {
  it('import zod/mini only, never classic zod (the shell parses with them at start-up)', () => {
    for (const entry of ['index.ts', 'endpoints/card-return.ts']) {
      const graph = moduleGraph(path.join(contractsDir, entry));
      expect(graph.size).toBeGreaterThan(3);
      const classic = [...graph].filter(([, source]) => /^import\s(?!type\s)[^;]*from\s'zod'/m.test(source));
      expect(classic.map(([file]) => path.relative(contractsDir, file))).toEqual([]);
    }
  });

  it('are held by classic schemas, at run time and in types', () => {
    // accounts.ts (classic) holds the light password rule.
    expect(changePassword.input.safeParse({ oldPassword: '', password: 'Abcdef12!' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['oldPassword'], code: 'too_small', message: 'validation.required' }),
    ]);
    const holder = z.strictObject({
      password: passwordAttemptSchema,
      login: loginResultSchema,
      card: z.nullable(savedCardSchema),
      email: miniTextSchema().check(mini.maxLength(5)),
    });
    expectTypeOf<z.output<typeof holder>>().toEqualTypeOf<{
      password: string;
      login: LoginResult;
      card: SavedCard | null;
      email: string;
    }>();
    const login = { token: 'a'.repeat(22), firstName: 'Ana', lastName: 'Silva', email: 'ana@portal.test' };
    expect(holder.parse({ password: 'pw', login, card: null, email: ' ab ' })).toEqual({
      password: 'pw',
      login,
      card: null,
      email: 'ab',
    });
    const refused = holder.safeParse({
      password: 'a\u0000',
      login: {},
      card: { id: 0 },
      email: 'abcdefgh',
      x: 1,
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expect.arrayContaining([
        ['password', 'validation.unsupportedCharacters'],
        ['login.token', 'Invalid input: expected string, received undefined'],
        ['card.id', 'Too small: expected number to be >0'],
        // The text schema's own message stands for its checks' too (as with classic textSchema()).
        ['email', 'validation.required'],
        ['', 'Unrecognized key: "x"'],
      ]),
    );
  });

  it('hold classic schemas too (the envelope around a classic result)', () => {
    const envelope = envelopeSchema(z.object({ n: z.number().int() }));
    expectTypeOf<z.output<typeof envelope>['result']>().toEqualTypeOf<{ n: number } | null>();
    expect(
      envelope.parse({ state: '1', errorCode: null, message: 'success', result: { n: 1 } }).result,
    ).toEqual({
      n: 1,
    });
    expect(
      envelope.safeParse({ state: '1', errorCode: null, message: 'x', result: { n: 1.5 } }).success,
    ).toBe(false);
  });

  it('are what `@portal/shared/contracts/payments` re-exports for the shell’s payment return', async () => {
    const cardReturn = await import('../endpoints/card-return');
    expect(finishAddCard).toBe(cardReturn.finishAddCard);
  });
});

describe('the shared string rule in zod/mini and in classic zod', () => {
  const values = [
    '',
    ' ',
    ' Ana ',
    'a\u0000',
    'x\u202Ey',
    'pay_Ab-9',
    '../x',
    'a'.repeat(130),
    7,
    null,
    undefined,
  ];
  const outcome = (schema: {
    safeParse(value: unknown): { data?: unknown; error?: { issues: unknown[] } };
  }) =>
    values.map((value) => {
      const parsed = schema.safeParse(value);
      return { data: parsed.data, issues: parsed.error?.issues };
    });

  it('is one check object, on both kinds of schema', () => {
    const checksOf = (schema: z.core.$ZodType) => schema._zod.def.checks ?? [];
    expect(checksOf(textSchema())).toContain(singleLineTextCheck);
    expect(checksOf(miniTextSchema())).toContain(singleLineTextCheck);
    expect(checksOf(passwordAttemptSchema)).toContain(singleLineTextCheck);
  });

  it('gives the same results and messages through each twin', () => {
    expect(outcome(miniTextSchema())).toEqual(outcome(textSchema()));
    expect(
      outcome(miniTextSchema().check(mini.minLength(1, 'validation.required'), mini.maxLength(60))),
    ).toEqual(outcome(textSchema().min(1, 'validation.required').max(60)));
    expect(outcome(miniRawTextSchema())).toEqual(outcome(rawTextSchema()));
    expect(outcome(miniHostReferenceSchema())).toEqual(outcome(hostReferenceSchema()));
    expect(outcome(miniHostReferenceSchema(8))).toEqual(outcome(hostReferenceSchema(8)));
    const ids = [0, 1, -1, 1.5, 2_147_483_647, 2_147_483_648, '1', null];
    expect(ids.map((id) => miniDatabaseIdSchema().safeParse(id).error?.issues ?? 'ok')).toEqual(
      ids.map((id) => databaseIdSchema().safeParse(id).error?.issues ?? 'ok'),
    );
  });
});
