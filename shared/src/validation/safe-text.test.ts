import { describe, expect, it } from 'vitest';
import { hostReferenceSchema, multilineTextSchema, textSchema } from './safe-text-schema';
import { emailSchema, nameSchema, requiredMultilineStringSchema } from './schemas';
import { findUnsafeCharacter, validateSafeText } from './text';

describe('the shared string rule', () => {
  it('accepts text of every script, emoji and typographic marks', () => {
    for (const text of ['Zoë O’Brien', 'São Paulo – Guarulhos', '東京', 'مرحبا', '🙂 ok', 'a\u00A0b']) {
      expect(findUnsafeCharacter(text)).toBe(-1);
    }
  });

  it('refuses NUL, C0 and C1 controls, DEL, bidirectional overrides and lone surrogates', () => {
    const cases: Array<[string, number]> = [
      ['ab\u0000', 2],
      ['\u0007bell', 0],
      ['a\u007F', 1],
      ['a\u0085', 1],
      ['a\u009B', 1],
      ['x\u202Eevil', 1],
      ['x\u2066y', 1],
      ['x\uD800', 1],
      ['\uDC00x', 0],
      ['\uD83D\uDE42\uD800', 2],
    ];
    for (const [text, index] of cases) expect(findUnsafeCharacter(text), JSON.stringify(text)).toBe(index);
  });

  it('lets multi-line text hold tabs and line breaks, and one-line text not', () => {
    expect(findUnsafeCharacter('one\r\ntwo\tthree', { multiline: true })).toBe(-1);
    expect(findUnsafeCharacter('one\ntwo')).toBe(3);
    expect(validateSafeText('one\ntwo')).toBe('validation.unsupportedCharacters');
    expect(validateSafeText(null)).toBeNull();
  });

  it('gives forms its message, and keeps each rule’s own message first', () => {
    expect(textSchema().safeParse('Refund\u202E').error?.issues[0]?.message).toBe(
      'validation.unsupportedCharacters',
    );
    expect(textSchema().safeParse('  Refund  ').data).toBe('Refund');
    expect(multilineTextSchema().safeParse('a\nb').success).toBe(true);
    expect(requiredMultilineStringSchema.safeParse('a\u0000b').error?.issues[0]?.message).toBe(
      'validation.unsupportedCharacters',
    );
    expect(emailSchema.safeParse('a\u0000@portal.test').error?.issues[0]?.message).toBe(
      'validation.emailInvalid',
    );
    expect(nameSchema.safeParse('Al\u202Eex').error?.issues[0]?.message).toBe('validation.nameLatin');
  });

  it('takes only plain references for the payment host', () => {
    expect(hostReferenceSchema().safeParse('pay_Ab-9').success).toBe(true);
    for (const bad of ['..', 'a/b', 'a b', '%2e', ''])
      expect(hostReferenceSchema().safeParse(bad).success).toBe(false);
  });
});
