import type { Resources } from './engine';
import { isSupportedLanguage } from './languages';
import { isNamespace } from './namespaces';

/**
 * One message file per language and namespace, on demand. The bundler turns the template import
 * into one chunk per JSON file, so a page downloads only what it shows.
 */
export const loadMessages = async (language: string, namespace: string): Promise<Resources> => {
  if (!isSupportedLanguage(language) || !isNamespace(namespace))
    throw new Error(`No messages for ${language}/${namespace}`);
  const module: { default: Resources } = await import(`./locales/${language}/${namespace}.json`);
  return module.default;
};
