import { describe, expect, it } from 'vitest';
import { languageFrom } from './language';

describe('languageFrom', () => {
  it('defaults to en-US', () => {
    expect(languageFrom(undefined)).toBe('en-US');
    expect(languageFrom('')).toBe('en-US');
    expect(languageFrom('de-DE,fr;q=0.8')).toBe('en-US');
  });

  it('takes an exact tag, then the same base language, in order of preference', () => {
    expect(languageFrom('pt-BR')).toBe('pt-BR');
    expect(languageFrom('pt-PT,pt;q=0.9')).toBe('pt-BR');
    expect(languageFrom('es')).toBe('es-ES');
    expect(languageFrom('de;q=1, es-MX;q=0.9, en;q=0.5')).toBe('es-ES');
    expect(languageFrom('es;q=0.2, pt;q=0.7')).toBe('pt-BR');
    expect(languageFrom('pt;q=0, es')).toBe('es-ES');
  });
});
