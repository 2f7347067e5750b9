import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from './languages';

const LOCALES = join(import.meta.dirname, 'locales');
const TRANSLATED: readonly Language[] = ['pt-BR', 'es-ES'];

/**
 * Texts a Portuguese or Spanish reader rightly sees as in English, each with the languages it is
 * allowed in. Anything else equal to its en-US text is English left behind.
 */
const SAME_AS_ENGLISH: ReadonlyMap<string, readonly Language[]> = new Map([
  // The product's brand name, kept in every language (the vouchers say "Voucher/Bono Fast Track").
  ['Fast Track', TRANSLATED],
  // Codes and abbreviations printed as they are on cards and tickets.
  ['CVC', TRANSLATED],
  ['VIP', TRANSLATED],
  ['VVIP', TRANSLATED],
  ['OK', ['pt-BR']],
  // Units after a number.
  ['{{count}} h', TRANSLATED],
  ['{{count}} min', TRANSLATED],
  ['{{count}} km', TRANSLATED],
  // The same word in the language.
  ['Total', TRANSLATED],
  ['Hotel', TRANSLATED],
  ['Menu', ['pt-BR']],
  ['Van', ['pt-BR']],
  ['No', ['es-ES']],
  ['Taxi', ['es-ES']],
  // The cabin class as Spanish airlines and travellers name it ("clase Business").
  ['Business', ['es-ES']],
]);

/** Only placeholders, markup, spaces and punctuation: there are no words to translate. */
const hasNoWords = (text: string) => !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ''));

const flatten = (value: unknown, prefix = '', into = new Map<string, unknown>()) => {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
};

const read = (language: string, file: string) =>
  flatten(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')));

/** Every pt-BR and es-ES text equal to its en-US text, as `language/file: key = "text"`. */
const sameAsEnglish = () => {
  const found: { language: Language; where: string; text: string }[] = [];
  for (const file of readdirSync(join(LOCALES, 'en-US'))) {
    const english = read('en-US', file);
    for (const language of TRANSLATED) {
      const messages = read(language, file);
      for (const [key, text] of english)
        if (typeof text === 'string' && messages.get(key) === text)
          found.push({ language, where: `${language}/${file}: ${key}`, text });
    }
  }
  return found;
};

describe('Portuguese and Spanish message files', () => {
  it('leave no English text untranslated', () => {
    const leftovers = sameAsEnglish()
      .filter(({ language, text }) => !hasNoWords(text) && !SAME_AS_ENGLISH.get(text)?.includes(language))
      .map(({ where, text }) => `${where} = ${JSON.stringify(text)}`);
    expect(leftovers).toEqual([]);
  });

  it('allow only texts that really occur unchanged (no stale entry hides a future leftover)', () => {
    const occurring = new Set(sameAsEnglish().map(({ language, text }) => `${language} ${text}`));
    const stale = [...SAME_AS_ENGLISH].flatMap(([text, languages]) =>
      languages.filter((language) => !occurring.has(`${language} ${text}`)).map((l) => `${l} ${text}`),
    );
    expect(stale).toEqual([]);
  });

  it('tell placeholder-only texts from texts with words', () => {
    expect(hasNoWords('{{date}}, {{time}} ({{zone}})')).toBe(true);
    expect(hasNoWords('{{time}}–{{endTime}}')).toBe(true);
    expect(hasNoWords('{{count}} passengers')).toBe(false);
    expect(hasNoWords('<b>{{name}}</b> Lane')).toBe(false);
  });
});
