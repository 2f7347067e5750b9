import screens from '../i18n/locales/en-US/screens.json';

/**
 * The contracts name their rules by message key (`validation.required`), which the browser shows in
 * the reader's language. The API answers a refused request in English words: the same texts, from
 * the same message file, so a rule's wording has one home. Not part of the `contracts` share (the
 * browser has its message files); the API imports it.
 */
const WORDS: Record<string, string> = screens.validation;

const KEY_PREFIX = 'validation.';

/** A zod issue's message in words: a known `validation.*` key becomes its English text; a message that is one already stays. */
export const validationWords = (message: string): string => {
  if (!message.startsWith(KEY_PREFIX)) return message;
  return WORDS[message.slice(KEY_PREFIX.length)] ?? message;
};
