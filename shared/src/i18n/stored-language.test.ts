import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../stores/storage-keys';
import { getLanguage, i18n, initI18n } from './index';

describe('a language chosen on an earlier visit', () => {
  it('is used from the start', async () => {
    window.localStorage.setItem(LOCAL_KEYS.language, 'es-ES');
    expect(getLanguage()).toBe('es-ES');
    await initI18n();
    expect(i18n.language).toBe('es-ES');
    expect(i18n.t('offline')).toBe('Comprueba tu conexión a Internet e inténtalo de nuevo más tarde.');
    expect(i18n.hasResourceBundle('es-ES', 'shell')).toBe(true);
  });
});
