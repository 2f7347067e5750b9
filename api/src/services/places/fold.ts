/**
 * Text folding for the gazetteer: lower case, no diacritics ('São Paulo' → 'sao paulo'), the
 * letters Unicode does not decompose spelled out ('ß' → 'ss', 'ø' → 'o'), apostrophes dropped
 * ("King's" → 'kings') and any other punctuation a word break. The server-side twin of the
 * forms' `foldText` (which lives with React components).
 */

const SPELLED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
};
const SPELLED_LETTERS = new RegExp(`[${Object.keys(SPELLED).join('')}]`, 'g');
const COMBINING_MARKS = /\p{M}+/gu;
const APOSTROPHES = /['’ʼ`´]/g;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** The words of a text, folded; in their order, empty words dropped. */
export const foldTokens = (text: string): string[] => {
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(SPELLED_LETTERS, (letter) => SPELLED[letter] ?? letter)
    .replace(APOSTROPHES, '')
    .replace(NOT_WORD, ' ')
    .trim();
  return folded === '' ? [] : folded.split(' ');
};

/** A text folded to its words joined by single spaces: what names are compared on. */
export const foldText = (text: string): string => foldTokens(text).join(' ');
