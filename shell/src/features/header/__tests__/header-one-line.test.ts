import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOKING_SERVICE_KEYS } from '@portal/shared/contracts';
import { LANGUAGE_LABELS, SUPPORTED_LANGUAGES } from '@portal/shared/i18n';
import { describe, expect, it } from 'vitest';

/**
 * The desktop header is one line of a 64 px bar in every language. jsdom lays nothing out, so this
 * checks the two things that keep it so: no label may break in two (the CSS), and the labels of
 * each language fit the line (a length budget).
 *
 * The budget was measured in Chromium at 1440 px (the 1200 px content width, 1168 px for the
 * items), with DejaVu Sans, the widest of the usual sans-serif fallbacks: a visitor's header whose
 * brand, service and help links, Log In, Sign Up and language name add up to 97 characters fits
 * with room to spare in every language (7 px in Spanish, the closest); Portuguese at 133 characters
 * overflowed by 216 px and broke its links onto two lines. A cardholder's header shows their name
 * instead of Log In and Sign Up, capped at 10rem (`.userName`), about the same width.
 */
const ONE_LINE_BUDGET = 97;

const css = readFileSync(join(import.meta.dirname, '..', 'header.module.css'), 'utf8');
/** The declarations of one rule of header.module.css (the first whose selector is exactly this). */
const rule = (selector: string): string => {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return css.match(new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`))?.[1] ?? '';
};

const shellTexts = (language: string) =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../../../../../shared/src/i18n/locales', language, 'shell.json'),
      'utf8',
    ),
  );

describe('the desktop header stays on one line', () => {
  it('never breaks a label in two: links, Sign Up and the name stay whole; the brand gives way with "…"', () => {
    for (const selector of ['.navLink', '.signUp', '.userName', '.logo'])
      expect(rule(selector), selector).toMatch(/white-space:\s*nowrap/);
    expect(rule('.logo')).toMatch(/min-width:\s*0/);
    expect(rule('.logo > span:last-child')).toMatch(/text-overflow:\s*ellipsis/);
    expect(rule('.userName')).toMatch(/max-width:\s*10rem/);
    expect(rule('.tools')).toMatch(/flex:\s*none/);
  });

  it.each(SUPPORTED_LANGUAGES)('fits the line at 1440 px in %s', (language) => {
    const texts = shellTexts(language);
    const line = [
      texts.appName,
      ...BOOKING_SERVICE_KEYS.map((service) => texts.services[service].header),
      texts.header.help,
      texts.header.login,
      texts.header.signUp,
      LANGUAGE_LABELS[language],
    ];
    expect(line.join('').length, line.join(' · ')).toBeLessThanOrEqual(ONE_LINE_BUDGET);
  });
});
