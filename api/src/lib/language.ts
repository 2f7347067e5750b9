import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@portal/shared/contracts';

/**
 * Picks the portal language from an Accept-Language header: an exact tag first, then the same
 * base language (pt → pt-BR, es → es-ES), in the header's order of preference.
 */
export const languageFrom = (header: string | undefined): Language => {
  if (!header) return DEFAULT_LANGUAGE;
  const wanted = header
    .slice(0, 200)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const exact = SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === tag);
    if (exact) return exact;
    const base = tag.split('-')[0];
    const sameBase = SUPPORTED_LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === base);
    if (sameBase) return sameBase;
  }
  return DEFAULT_LANGUAGE;
};
