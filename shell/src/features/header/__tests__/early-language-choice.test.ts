import { i18n, initI18n, setLanguage } from '@portal/shared/i18n';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { captureEarlyLanguageChoice, LANGUAGE_FIELD } from '../early-language-choice';

/** The prerendered frame's language list, as the server sends it (no React behind it yet). */
const frameWithList = (selected: string) => {
  const container = document.createElement('div');
  container.innerHTML = `<header><select name="${LANGUAGE_FIELD}">
    <option value="en-US">English</option><option value="pt-BR">Português</option><option value="es-ES">Español</option>
  </select></header>`;
  document.body.append(container);
  const list = container.querySelector('select') as HTMLSelectElement;
  list.value = selected;
  return { container, list };
};

const pick = (list: HTMLSelectElement, language: string) => {
  list.value = language;
  list.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('a language picked before the page is live', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(async () => {
    document.body.innerHTML = '';
    await setLanguage('en-US');
  });

  it('is applied once the page is live: the last pick wins', async () => {
    const { container, list } = frameWithList('en-US');
    const early = captureEarlyLanguageChoice(container, 'en-US');
    pick(list, 'es-ES');
    pick(list, 'pt-BR');
    expect(i18n.language).toBe('en-US');
    await early.apply();
    expect(i18n.language).toBe('pt-BR');
  });

  it('counts a pick made before the script ran (the list no longer shows the frame’s language)', async () => {
    const { container } = frameWithList('es-ES');
    await captureEarlyLanguageChoice(container, 'en-US').apply();
    expect(i18n.language).toBe('es-ES');
  });

  it('changes nothing without a pick, and stops listening once applied', async () => {
    const { container, list } = frameWithList('en-US');
    const early = captureEarlyLanguageChoice(container, 'en-US');
    await early.apply();
    expect(i18n.language).toBe('en-US');
    pick(list, 'pt-BR');
    await early.apply();
    expect(i18n.language).toBe('en-US');
  });

  it('ignores other lists and values that are not a language of the portal', async () => {
    const { container, list } = frameWithList('en-US');
    const other = document.createElement('select');
    other.innerHTML = '<option value="pt-BR">pt</option>';
    container.append(other);
    const early = captureEarlyLanguageChoice(container, 'en-US');
    other.dispatchEvent(new Event('change', { bubbles: true }));
    const unknown = document.createElement('option');
    unknown.value = 'fr-FR';
    list.append(unknown);
    pick(list, 'fr-FR');
    await early.apply();
    expect(i18n.language).toBe('en-US');
  });
});
