import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../stores/storage-keys';

/** The message files that fail to load, as 'language/namespace'; the others load for real. */
const offline = vi.hoisted(() => new Set<string>());

vi.mock('./load-messages', async (importOriginal) => {
  const { loadMessages } = await importOriginal<typeof import('./load-messages')>();
  return {
    loadMessages: (language: string, namespace: string) =>
      offline.has(`${language}/${namespace}`)
        ? Promise.reject(new Error(`offline: ${language}/${namespace}`))
        : loadMessages(language, namespace),
  };
});

const { i18n, initI18n, setLanguage } = await import('./index');

afterEach(() => offline.clear());

describe('setLanguage', () => {
  it('keeps the language in use when a text in use does not load, and switches once it does', async () => {
    await initI18n();
    offline.add('pt-BR/shell');
    await expect(setLanguage('pt-BR')).rejects.toThrow('offline: pt-BR/shell');
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('pageNotFound')).toBe('Page not found');
    expect(document.documentElement.lang).toBe('en-US');

    offline.clear();
    await setLanguage('pt-BR');
    expect(i18n.language).toBe('pt-BR');
    expect(i18n.t('pageNotFound')).toBe('Página não encontrada');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('ends in the language asked for last, whichever loads first', async () => {
    await initI18n();
    const slow = setLanguage('es-ES');
    const fast = setLanguage('en-US');
    await Promise.all([slow, fast]);
    expect(i18n.language).toBe('en-US');
    expect(window.localStorage.getItem(LOCAL_KEYS.language)).toBe('en-US');
  });
});
