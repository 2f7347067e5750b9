import type { FaqQuestion } from '../contracts/endpoints/faq';
import type { Language } from '../contracts/languages';
import { SEARCH_SYNONYMS } from './search-synonyms';
import { normalise, stemOf, wordsOf } from './word-forms';

/** A text as the search reads it: normalised, and the stems of its words. */
interface SearchText {
  text: string;
  stems: ReadonlySet<string>;
}

/**
 * A word to find: as typed (`text`, found anywhere in the text, so a half-typed word finds its
 * whole) or by its stem (another form of the word). A synonym's words have no `text`: a short
 * synonym inside a longer word ("late" in "translate") is no match.
 */
interface SearchWord {
  text: string | null;
  stem: string;
}

/** One part of a query: found when every word of any one of its alternatives is. */
type SearchTerm = ReadonlyArray<readonly SearchWord[]>;

const searchText = (raw: string, language: Language): SearchText => {
  const text = normalise(raw);
  return { text, stems: new Set(wordsOf(text).map((word) => stemOf(word, language))) };
};

/** The stem of a word as typed, punctuation around it left out ("cancelled?" → "cancel"). */
const typedWord = (word: string, language: Language): SearchWord => ({
  text: word,
  stem: stemOf(wordsOf(word).join(''), language),
});

const stemsOfExpression = (expression: string, language: Language): string[] =>
  wordsOf(normalise(expression)).map((word) => stemOf(word, language));

/** Per language, each synonym group's expressions as stems, longest expression first. */
const synonymGroups = new Map<Language, Array<{ expressions: string[][]; longestFirst: string[][] }>>();
const groupsOf = (language: Language) => {
  let groups = synonymGroups.get(language);
  if (!groups) {
    groups = SEARCH_SYNONYMS[language].map((group) => {
      const expressions = group.map((expression) => stemsOfExpression(expression, language));
      return { expressions, longestFirst: [...expressions].sort((a, b) => b.length - a.length) };
    });
    synonymGroups.set(language, groups);
  }
  return groups;
};

const startsWithStems = (stems: readonly string[], at: number, expression: readonly string[]) =>
  expression.every((stem, offset) => stems[at + offset] === stem);

/**
 * The query's terms: each word typed is one, except where words form an expression of a synonym
 * group: those words are one term, found as typed or as any expression of the group.
 */
const termsOf = (query: string, language: Language): SearchTerm[] => {
  const typed = normalise(query)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => typedWord(word, language));
  const stems = typed.map((word) => word.stem);
  const terms: SearchTerm[] = [];
  let at = 0;
  while (at < typed.length) {
    let matched: { length: number; expressions: string[][] } | undefined;
    for (const group of groupsOf(language)) {
      const expression = group.longestFirst.find((candidate) => startsWithStems(stems, at, candidate));
      if (expression && expression.length > (matched?.length ?? 0)) {
        matched = { length: expression.length, expressions: group.expressions };
      }
    }
    const length = matched?.length ?? 1;
    const asTyped = typed.slice(at, at + length);
    const synonyms = (matched?.expressions ?? []).map((expression) =>
      expression.map((stem): SearchWord => ({ text: null, stem })),
    );
    terms.push([asTyped, ...synonyms]);
    at += length;
  }
  return terms;
};

const hasWord = (where: SearchText, word: SearchWord) =>
  (word.text !== null && where.text.includes(word.text)) || where.stems.has(word.stem);

const hasTerm = (where: SearchText, term: SearchTerm) =>
  term.some((alternative) => alternative.every((word) => hasWord(where, word)));

interface PreparedQuestion {
  language: Language;
  title: SearchText;
  /** The question and the answer. */
  whole: SearchText;
}

/** Questions come from a list read once per language: each is prepared on its first search. */
const prepared = new WeakMap<FaqQuestion, PreparedQuestion>();
const prepare = (question: FaqQuestion, language: Language): PreparedQuestion => {
  const known = prepared.get(question);
  if (known?.language === language) return known;
  const fresh = {
    language,
    title: searchText(question.question, language),
    whole: searchText(`${question.question}\n${question.answer}`, language),
  };
  prepared.set(question, fresh);
  return fresh;
};

/**
 * Questions whose question or answer holds every word of `query` (in any order), in `language`:
 * as typed, in another form of the word (waiting → waits, cancelación → cancelo), or as a synonym
 * (SEARCH_SYNONYMS). Matches in the question come first; otherwise the list's order is kept.
 */
export const searchQuestions = (
  questions: readonly FaqQuestion[],
  query: string,
  language: Language,
): FaqQuestion[] => {
  const terms = termsOf(query, language);
  if (terms.length === 0) return [];
  const scored: Array<{ question: FaqQuestion; score: number; index: number }> = [];
  questions.forEach((question, index) => {
    const { title, whole } = prepare(question, language);
    if (!terms.every((term) => hasTerm(whole, term))) return;
    const score = terms.filter((term) => hasTerm(title, term)).length;
    scored.push({ question, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((entry) => entry.question);
};
