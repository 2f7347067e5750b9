import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostStyleText } from '../host-styles';

const tokens = readFileSync(join(import.meta.dirname, '../../../shared/src/ui/tokens.css'), 'utf8');

describe("the widget's shadow-root styles", () => {
  const text = hostStyleText(tokens);

  it('first shuts out whatever the page sets on the host element, and no page rule can beat it', () => {
    expect(text.startsWith(':host { all: initial !important; display: block !important; }')).toBe(true);
  });

  it("defines every design token on the host, important, so the page's variables do not reach them", () => {
    const names = [...tokens.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) expect(text, String(name)).toMatch(new RegExp(`${name}\\s*:[^;]*!important;`));
    expect(text).not.toMatch(/:root/);
    expect(text).toMatch(/--color-brand:\s*#0b3d91 !important;/);
  });

  it("sizes in pixels of the browser's default font, whatever the page's root font size", () => {
    expect(tokens).toMatch(/--space-1:\s*0\.25rem/);
    expect(text).toMatch(/--space-1:\s*4px !important;/);
    expect(text).toMatch(/--font-size-xl:\s*24px !important;/);
    expect(hostStyleText(tokens, 20)).toMatch(/--space-5:\s*30px !important;/);
    expect(text).not.toMatch(/\drem\b/);
  });

  it("drops the page's own rules (html, body) and keeps those that work inside the widget", () => {
    expect(text).not.toMatch(/(^|\n)\s*(html|body)\s*\{/);
    expect(text).toMatch(/\.ui-visually-hidden\s*\{/);
    expect(text).toMatch(/:focus-visible\s*\{/);
    expect(text).toMatch(/box-sizing: border-box/);
  });
});
