import { describe, expect, it } from 'vitest';
import { searchQuestions } from '../search-questions';
import { ENGLISH_FAQ } from './fixtures';

const ids = (query: string, questions = ENGLISH_FAQ) => searchQuestions(questions, query).map((q) => q.id);

describe('searchQuestions', () => {
  it('finds nothing for an empty query', () => {
    expect(ids('   ')).toEqual([]);
  });

  it('needs every word, in any order, in the question or the answer', () => {
    expect(ids('driver wait')).toEqual(['transport-waiting-time']);
    expect(ids('wait driver 60')).toEqual(['transport-waiting-time']);
    expect(ids('driver refund')).toEqual([]);
  });

  it('puts matches in the question before matches in the answer', () => {
    expect(ids('charge')).toEqual(['transport-surcharges', 'transport-waiting-time']);
  });

  it('ignores case and accents', () => {
    const portuguese = [
      { ...ENGLISH_FAQ[0], id: 'pt', question: 'Reembolso após cancelamento' },
    ] as typeof ENGLISH_FAQ;
    expect(ids('APOS', portuguese)).toEqual(['pt']);
    expect(ids('após', portuguese)).toEqual(['pt']);
  });
});
