/** The portal's languages (API and browser): English by default, Portuguese and Spanish. */
export const SUPPORTED_LANGUAGES = ['en-US', 'pt-BR', 'es-ES'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en-US';

export const isSupportedLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
