import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { isSupportedLanguage } from './languages';
import { isNamespace } from './namespaces';

/**
 * Loads one message file per language and namespace on demand. The bundler turns the
 * template import into one chunk per JSON file, so a page downloads only what it shows.
 */
const loadMessages = async (language: string, namespace: string): Promise<ResourceKey> => {
  if (!isSupportedLanguage(language) || !isNamespace(namespace))
    throw new Error(`No messages for ${language}/${namespace}`);
  const module: { default: ResourceKey } = await import(`./locales/${language}/${namespace}.json`);
  return module.default;
};

export const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read: (language: string, namespace: string, callback: ReadCallback) => {
    loadMessages(language, namespace).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
