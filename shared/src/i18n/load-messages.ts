import type { ResourceKey } from 'i18next';

/**
 * One message file per language and namespace, for i18next-resources-to-backend. The bundler turns
 * the template import into one chunk per JSON file (the build puts each language's start-up
 * namespaces into one), so a page downloads only what it shows.
 */
export const loadMessages = (language: string, namespace: string): Promise<ResourceKey> =>
  import(`./locales/${language}/${namespace}.json`);
