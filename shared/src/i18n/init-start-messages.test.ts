import { describe, expect, it, vi } from 'vitest';
import { startMessagesElement } from './start-messages';

/** Every message file asked for, as 'language/namespace'. */
const asked = vi.hoisted(() => [] as string[]);

vi.mock('./load-messages', async (importOriginal) => {
  const { loadMessages } = await importOriginal<typeof import('./load-messages')>();
  return {
    loadMessages: (language: string, namespace: string) => {
      asked.push(`${language}/${namespace}`);
      return loadMessages(language, namespace);
    },
  };
});

const { i18n, initI18n, loadNamespaces } = await import('./index');

describe('initI18n on a prerendered page', () => {
  it('takes the start-up texts the page carries and downloads no message file for them', async () => {
    document.body.innerHTML = startMessagesElement('en-US', {
      common: { pageNotFound: 'Page not found (from the page)' },
      shell: { appName: 'Airport Services (from the page)' },
    });
    await initI18n();
    expect(i18n.t('pageNotFound')).toBe('Page not found (from the page)');
    expect(i18n.t('shell:appName')).toBe('Airport Services (from the page)');
    expect(asked).toEqual([]);
    // Later namespaces still load as files.
    await loadNamespaces('help');
    expect(asked).toContain('en-US/help');
    expect(asked).not.toContain('en-US/common');
  });
});
