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
/** The two answers about waiting for the driver, and the one about a cancelled or delayed flight. */
const WAITING = ['transport-waiting-time', 'transport-extra-waiting'];
const FLIGHT_DISRUPTED = 'general-flight-disrupted';

const EXPECTED: Record<Language, Array<[query: string, ids: string[]]>> = {
  'en-US': [
    ['waiting', [...WAITING, 'general-account-locked', FLIGHT_DISRUPTED]],
    ['waited', [...WAITING, 'general-account-locked', FLIGHT_DISRUPTED]],
    ['waiting time', [...WAITING, 'general-account-locked', FLIGHT_DISRUPTED]],
    ['flight cancelled', ['general-cancel-booking', FLIGHT_DISRUPTED, 'general-change-booking']],
    ['cancellation', ['general-cancel-booking', FLIGHT_DISRUPTED, 'general-change-booking']],
    ['canceled', ['general-cancel-booking', FLIGHT_DISRUPTED, 'general-change-booking']],
    ['delayed flight', [FLIGHT_DISRUPTED, ...WAITING]],
  ],
  'pt-BR': [
    ['esperando', [...WAITING, FLIGHT_DISRUPTED]],
    ['tempo de espera', [...WAITING, FLIGHT_DISRUPTED]],
    ['voo cancelado', ['general-cancel-booking', FLIGHT_DISRUPTED, 'general-change-booking']],
    ['cancelamento', ['general-cancel-booking', FLIGHT_DISRUPTED, 'general-change-booking']],
    ['voo atrasado', [FLIGHT_DISRUPTED, ...WAITING]],
  ],
  'es-ES': [
    ['esperando', [...WAITING, 'general-account-locked', FLIGHT_DISRUPTED]],
    ['tiempo de espera', [...WAITING, 'general-account-locked', FLIGHT_DISRUPTED]],
    ['vuelo cancelado', ['general-cancel-booking', FLIGHT_DISRUPTED]],
    ['cancelación', ['general-cancel-booking', FLIGHT_DISRUPTED]],
    ['vuelo retrasado', [FLIGHT_DISRUPTED, 'transport-waiting-time']],
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

  it('gives the queries that worked before the same answers (and the flight disruption answer after them)', () => {
    expect(search('en-US', 'refund')).toEqual([
      'general-refund-time',
      'general-cancel-booking',
      FLIGHT_DISRUPTED,
    ]);
    expect(search('en-US', 'driver wait')).toEqual([...WAITING, FLIGHT_DISRUPTED]);
    expect(search('pt-BR', 'reembolso')).toEqual([
      'general-refund-time',
      'general-cancel-booking',
      FLIGHT_DISRUPTED,
    ]);
    expect(search('es-ES', 'zebra')).toEqual([]);
  });
});
