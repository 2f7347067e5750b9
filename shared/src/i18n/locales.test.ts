import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../contracts/error-codes';
import { errorMessages } from '../contracts/error-messages';
import { validationMessages } from '../validation/messages';
import { i18nextOptions } from './i18next-options';
import { SUPPORTED_LANGUAGES } from './languages';
import { NAMESPACES } from './namespaces';

const LOCALES = join(import.meta.dirname, 'locales');

/** Nested message objects as dotted keys, the way i18next reads them. */
const flatten = (value: unknown, prefix = ''): Map<string, unknown> => {
  const entries = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) entries.set(k, v);
    }
  } else {
    entries.set(prefix, value);
  }
  return entries;
};

/** The plural forms: `key_one`, `key_other`, … chosen by each language's plural rules. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const read = (language: string, file: string) =>
  flatten(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')));

describe('message files', () => {
  it('exist for exactly the supported languages and namespaces', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const language of SUPPORTED_LANGUAGES) {
      expect(readdirSync(join(LOCALES, language)).sort(), language).toEqual(
        NAMESPACES.map((ns) => `${ns}.json`).sort(),
      );
    }
  });

  it('have every key in every language, each a non-empty string', () => {
    const problems: string[] = [];
    for (const file of readdirSync(join(LOCALES, 'en-US'))) {
      const byLanguage = SUPPORTED_LANGUAGES.map((language) => [language, read(language, file)] as const);
      const plainKeys = new Set<string>();
      const pluralKeys = new Set<string>();
      for (const [, messages] of byLanguage)
        for (const key of messages.keys()) {
          const plural = PLURAL_SUFFIX.exec(key);
          if (plural) pluralKeys.add(key.slice(0, plural.index));
          else plainKeys.add(key);
        }
      for (const [language, messages] of byLanguage) {
        const where = `${language}/${file}`;
        for (const [key, value] of messages)
          if (typeof value !== 'string' || value.trim() === '')
            problems.push(`${where}: empty or not text at ${key}`);
        for (const key of plainKeys) if (!messages.has(key)) problems.push(`${where}: missing ${key}`);
        const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
        for (const base of pluralKeys) {
          // Every form, 'many' (exact millions in pt and es) too: i18next does not fall back to 'other'.
          for (const category of categories)
            if (!messages.has(`${base}_${category}`)) problems.push(`${where}: missing ${base}_${category}`);
          for (const key of messages.keys())
            if (key.startsWith(`${base}_`) && !categories.includes(key.slice(base.length + 1)))
              problems.push(`${where}: ${key} is not a plural form of ${language}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('give every validation message in screens, in the exact English of messages.ts', () => {
    const screens = read('en-US', 'screens.json');
    for (const [key, english] of Object.entries(validationMessages))
      expect(screens.get(key), key).toBe(english);
  });

  it('give every catalogued error code in screens, in the English of the catalogue', async () => {
    const screens = read('en-US', 'screens.json');
    // As shown: the service policy's numbers filled in by the portal's options.
    const english = i18next.createInstance();
    await english.init({
      ...i18nextOptions(),
      lng: 'en-US',
      ns: ['screens'],
      defaultNS: 'screens',
      resources: {
        'en-US': { screens: JSON.parse(readFileSync(join(LOCALES, 'en-US', 'screens.json'), 'utf8')) },
      },
    });
    for (const code of Object.values(ErrorCode)) {
      expect(screens.has(`errors.${code}`), String(code)).toBe(true);
      expect(english.t(`errors.${code}`)).toBe(errorMessages[code]);
    }
    const extra = [...screens.keys()].filter(
      (k) => k.startsWith('errors.') && !(Number(k.slice(7)) in errorMessages),
    );
    expect(extra).toEqual([]);
  });

  it('show the specification texts exactly in English', () => {
    const common = read('en-US', 'common.json');
    expect(common.get('dialog.connectionError.title')).toBe('Connection Error');
    expect(common.get('dialog.connectionError.message')).toBe(
      'We’re having problems connecting to the server. Please try again.',
    );
    expect(common.get('dialog.connectionError.retry')).toBe('Try Again');
    expect(common.get('dialog.programUnavailable.title')).toBe('Program no longer available');
    expect(common.get('offline')).toBe('Please check your Internet connection and try again later.');
    expect(common.get('pageTimeout.title')).toBe('Page Timed Out!');
    expect(common.get('pageTimeout.message')).toBe('The page has timed out. Please login again');
    expect(common.get('loginRequired')).toBe('Login is required');
  });
});
