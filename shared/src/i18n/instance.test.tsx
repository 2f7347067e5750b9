import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../stores/storage-keys';
import {
  getLanguage,
  i18n,
  initI18n,
  loadNamespaces,
  setLanguage,
  translateError,
  useTranslation,
} from './index';

function HelpTitle() {
  const { t } = useTranslation('help');
  // The help namespace is still empty: the fallback namespace `common` answers.
  return <h1>{t('pageNotFound')}</h1>;
}

function TryAgain() {
  const { t } = useTranslation('shell');
  return <p>{t('common:tryAgain')}</p>;
}

describe('i18n', () => {
  beforeEach(async () => {
    // The instance is a singleton: start each test from English, the default.
    if (i18n.isInitialized) await i18n.changeLanguage('en-US');
  });

  it('starts in en-US, writes the default to storage and loads only common and shell; a remote namespace brings screens', async () => {
    expect(window.localStorage.getItem(LOCAL_KEYS.language)).toBeNull();
    const instance = await initI18n();
    expect(instance).toBe(await initI18n());
    expect(window.localStorage.getItem(LOCAL_KEYS.language)).toBe('en-US');
    expect(getLanguage()).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n.t('loading')).toBe('Loading…');
    expect(i18n.hasResourceBundle('en-US', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'shell')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'transport')).toBe(false);
    // The texts only the remotes' screens use are not on the home page.
    expect(i18n.hasResourceBundle('en-US', 'screens')).toBe(false);
    expect(translateError(10400, 'Server says: invalid.')).toBe('Server says: invalid.');
    await loadNamespaces('transport');
    expect(i18n.hasResourceBundle('en-US', 'transport')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'screens')).toBe(true);
    expect(i18n.t('validation.required', { ns: 'transport' })).toBe('This field is required.');
  });

  it('switching language changes t, the stored choice and the document language', async () => {
    await initI18n();
    await i18n.loadNamespaces('screens');
    expect(i18n.t('validation.required')).toBe('This field is required.');
    await setLanguage('es-ES');
    expect(i18n.t('validation.required')).toBe('Este campo es obligatorio.');
    expect(window.localStorage.getItem(LOCAL_KEYS.language)).toBe('es-ES');
    expect(getLanguage()).toBe('es-ES');
    expect(document.documentElement.lang).toBe('es-ES');
    await setLanguage('pt-BR');
    expect(i18n.t('pageNotFound')).toBe('Página não encontrada');
    expect(window.localStorage.getItem(LOCAL_KEYS.language)).toBe('pt-BR');
  });

  it('refuses a language it does not have', async () => {
    await expect(setLanguage('fr-FR' as 'en-US')).rejects.toThrow('Unsupported language');
    expect(getLanguage()).toBe('en-US');
  });

  it('picks plural forms by each language’s rules and fills placeholders', async () => {
    await initI18n();
    await loadNamespaces('help');
    const count = (n: number) => i18n.t('faq.categoryCount', { ns: 'help', count: n });
    expect(count(1)).toBe('1 question');
    expect(count(0)).toBe('0 questions');
    await setLanguage('pt-BR');
    // Portuguese says "0 pergunta", like 1; an exact million takes the 'many' form.
    expect([count(0), count(1), count(2), count(1_000_000)]).toEqual([
      '0 pergunta',
      '1 pergunta',
      '2 perguntas',
      '1000000 perguntas',
    ]);
    // React escapes what it renders: i18next leaves the values as they are.
    expect(i18n.t('shell:mobileMenu.signedInAs', { name: 'Ana <b>' })).toBe('Conectado como Ana <b>');
  });

  it('translates error codes, keeping the server message for unknown codes', async () => {
    await i18n.loadNamespaces('screens');
    await setLanguage('pt-BR');
    expect(translateError(10404, 'Not found.')).toBe('Não encontrado.');
    expect(translateError(99999, 'Server says no.')).toBe('Server says no.');
  });

  it('renders on the server without suspending once initI18n and changeLanguage are done (the prerender)', async () => {
    await initI18n();
    await i18n.changeLanguage('es-ES');
    const html = renderToString(
      <Suspense fallback={<p>waiting</p>}>
        <TryAgain />
      </Suspense>,
    );
    expect(html).toContain('<p>Reintentar</p>');
    expect(html).not.toContain('waiting');
  });

  it('renders through useTranslation, loading a remote namespace on first use', async () => {
    await initI18n();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <HelpTitle />
        <TryAgain />
      </Suspense>,
    );
    const heading = await screen.findByRole('heading');
    expect(heading.textContent).toBe('Page not found');
    expect(screen.getByText('Try again').tagName).toBe('P');
    expect(i18n.hasResourceBundle('en-US', 'help')).toBe(true);
  });
});
