import type { FaqQuestion } from '@portal/shared/contracts';

/** Lower case without accents, so "reembolso" finds "Reembolso" and "reserva" finds "réserva". */
export const normalise = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Questions whose question or answer holds every word of `query` (in any order). Matches in the
 * question come first.
 */
export const searchQuestions = (questions: readonly FaqQuestion[], query: string): FaqQuestion[] => {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored: Array<{ question: FaqQuestion; score: number; index: number }> = [];
  questions.forEach((question, index) => {
    const title = normalise(question.question);
    const body = normalise(question.answer);
    if (!words.every((word) => title.includes(word) || body.includes(word))) return;
    const score = words.filter((word) => title.includes(word)).length;
    scored.push({ question, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((entry) => entry.question);
};
