import { type Language, SUPPORTED_LANGUAGES } from '@portal/shared/contracts';
import { type FaqQuestion, faqList } from '@portal/shared/contracts/help';
import { searchQuestions } from '@portal/shared/faq-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okResult } from '../helpers/envelope';
import { createTestApp, oneDatabaseTarget, type TestApp } from '../helpers/test-app';

/**
 * The help page's search (`@portal/shared/faq-search`, run in the browser on `/faq/list`) on the
 * FAQ as the API serves it, in every language: words in other forms and the synonyms find the
 * answers the cardholder means.
 */
const EXPECTED: Record<Language, Array<[query: string, ids: string[]]>> = {
  'en-US': [
    ['waiting', ['transport-waiting-time', 'transport-extra-waiting', 'general-account-locked']],
    ['waited', ['transport-waiting-time', 'transport-extra-waiting', 'general-account-locked']],
    ['waiting time', ['transport-waiting-time', 'transport-extra-waiting', 'general-account-locked']],
    ['flight cancelled', ['general-cancel-booking', 'general-change-booking']],
    ['cancellation', ['general-cancel-booking', 'general-change-booking']],
    ['canceled', ['general-cancel-booking', 'general-change-booking']],
    ['delayed flight', ['transport-waiting-time', 'transport-extra-waiting']],
  ],
  'pt-BR': [
    ['esperando', ['transport-waiting-time', 'transport-extra-waiting']],
    ['tempo de espera', ['transport-waiting-time', 'transport-extra-waiting']],
    ['voo cancelado', ['general-cancel-booking', 'general-change-booking']],
    ['cancelamento', ['general-cancel-booking', 'general-change-booking']],
    ['voo atrasado', ['transport-waiting-time', 'transport-extra-waiting']],
  ],
  'es-ES': [
    ['esperando', ['transport-waiting-time', 'transport-extra-waiting', 'general-account-locked']],
    ['tiempo de espera', ['transport-waiting-time', 'transport-extra-waiting', 'general-account-locked']],
    ['vuelo cancelado', ['general-cancel-booking']],
    ['cancelación', ['general-cancel-booking']],
    ['vuelo retrasado', ['transport-waiting-time']],
  ],
};

describe.each(oneDatabaseTarget)('searching the FAQ served by /api/faq/list (%s)', (target) => {
  let t: TestApp;
  const lists = new Map<Language, FaqQuestion[]>();
  beforeAll(async () => {
    t = await createTestApp(target);
    for (const language of SUPPORTED_LANGUAGES) {
      const result = okResult(faqList, await t.app.inject(`/api/faq/list?language=${language}`));
      lists.set(language, result.questions);
    }
  });
  afterAll(() => t?.close());

  const search = (language: Language, query: string) =>
    searchQuestions(lists.get(language) ?? [], query, language).map((question) => question.id);

  const cases = SUPPORTED_LANGUAGES.flatMap((language) =>
    EXPECTED[language].map(([query, ids]) => [`${language} "${query}"`, { language, query, ids }] as const),
  );
  it.each(cases)('%s', (_title, { language, query, ids }) => {
    expect(search(language, query)).toEqual(ids);
  });

  it('gives the queries that worked before the same answers', () => {
    expect(search('en-US', 'refund')).toEqual(['general-refund-time', 'general-cancel-booking']);
    expect(search('en-US', 'driver wait')).toEqual(['transport-waiting-time', 'transport-extra-waiting']);
    expect(search('pt-BR', 'reembolso')).toEqual(['general-refund-time', 'general-cancel-booking']);
    expect(search('es-ES', 'zebra')).toEqual([]);
  });
});
