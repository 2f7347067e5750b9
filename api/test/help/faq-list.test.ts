import { ErrorCode } from '@portal/shared/contracts';
import { FAQ_CATEGORIES, faqList } from '@portal/shared/contracts/help';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqQuestions, faqTexts } from '../../src/db/schema';
import { seedDatabase } from '../../src/db/seed';
import { FAQ_SEEDS } from '../../src/db/seed/faq-content';
import { failure, okResult } from '../helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from '../helpers/test-app';

const SUPPORT_PHONE = '+44 20 7946 0321';

const byId = <Q extends { id: string }>(questions: Q[]) => new Map(questions.map((q) => [q.id, q]));

describe.each(databaseTargets)('GET /api/faq/list on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { SUPPORT_PHONE } });
  });
  afterAll(() => t?.close());

  const list = async (url: string, headers: Record<string, string> = {}) =>
    okResult(faqList, await t.app.inject({ url, headers }));

  it('answers every seeded question in English by default, grouped by category in order', async () => {
    const result = await list('/api/faq/list');
    expect(result.language).toBe('en-US');
    expect(result.questions.map((q) => q.id).sort()).toEqual(FAQ_SEEDS.map((s) => s.slug).sort());
    const order = result.questions.map((q) => FAQ_CATEGORIES.indexOf(q.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const category of FAQ_CATEGORIES) {
      expect(result.questions.some((q) => q.category === category)).toBe(true);
    }
    expect(result.questions.filter((q) => q.popular).length).toBeGreaterThanOrEqual(4);
  });

  it('links only to questions that exist, never to the question itself', async () => {
    const { questions } = await list('/api/faq/list');
    const ids = byId(questions);
    for (const question of questions) {
      for (const related of question.related) {
        expect(ids.has(related), `${question.id} → ${related}`).toBe(true);
        expect(related).not.toBe(question.id);
      }
    }
  });

  it('fills in the policy numbers and the configured support phone', async () => {
    const questions = byId((await list('/api/faq/list')).questions);
    for (const question of questions.values()) {
      expect(question.answer, question.id).not.toMatch(/[{}]/);
      expect(question.question, question.id).not.toMatch(/[{}]/);
    }
    const waiting = questions.get('transport-waiting-time')?.answer;
    expect(waiting).toContain('up to 60 minutes after the actual arrival');
    expect(waiting).toContain('up to 15 minutes after the booked time');
    expect(waiting).toContain('no charge for the delay');
    expect(questions.get('transport-extra-waiting')?.answer).toContain(
      'extra waiting costs USD\u00a010.00 for every 15 minutes',
    );
    // What a cancelled or delayed flight does, from the policy's flightDisruption section.
    const disrupted = questions.get('general-flight-disrupted')?.answer;
    expect(disrupted).toContain('refunded in full to your card (7 to 14 business days)');
    expect(disrupted).toContain('complimentary uses are returned');
    expect(disrupted).toContain('The free waiting time of 60 minutes counts from the actual arrival');
    expect(disrupted).toContain('every 5 minutes');
    expect(questions.get('transport-driver-details')?.answer).toContain('3 hours before the pick-up');
    const cancel = questions.get('general-cancel-booking')?.answer;
    expect(cancel).toContain('Until 24 hours before the service');
    expect(cancel).toContain(SUPPORT_PHONE);
    expect(questions.get('general-refund-time')?.answer).toContain('7 to 14 business days');
    expect(questions.get('transport-booking-request')?.answer).toContain('within 24 hours');
    expect(questions.get('transport-booking-request')?.answer).toContain('expires 12 hours before');
    expect(questions.get('transport-lead-time')?.answer).toContain('at least 48 hours');
    expect(questions.get('assistant-lead-time')?.answer).toContain('at least 72 hours');
    expect(questions.get('transport-surcharges')?.answer).toContain(
      '20% for pick-ups between 21:00 and 08:00',
    );
    expect(questions.get('assistant-surcharges')?.answer).toContain('at least 50%');
    expect(questions.get('assistant-surcharges')?.answer).toContain('between 21:00 and 07:00');
    expect(questions.get('transport-child-seat')?.answer).toContain('up to 1 child seat');
  });

  it('answers in the Accept-Language, and the language query wins over the header', async () => {
    const english = byId((await list('/api/faq/list')).questions);
    const portuguese = await list('/api/faq/list', { 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(portuguese.language).toBe('pt-BR');
    expect(portuguese.questions.find((q) => q.id === 'transport-waiting-time')?.question).toBe(
      'Quanto tempo o motorista espera por mim?',
    );
    const spanish = await list('/api/faq/list?language=es-ES', { 'accept-language': 'pt-BR' });
    expect(spanish.language).toBe('es-ES');
    const cancel = spanish.questions.find((q) => q.id === 'general-cancel-booking');
    expect(cancel?.question).toBe('¿Cómo cancelo una reserva y recupero mi dinero?');
    expect(cancel?.answer).toContain('Hasta 24 horas antes');
    // Prices in the language's format.
    expect(spanish.questions.find((q) => q.id === 'transport-extra-waiting')?.answer).toContain(
      'cuesta 10,00\u00a0USD por cada 15 minutos',
    );
    expect(portuguese.questions.find((q) => q.id === 'transport-extra-waiting')?.answer).toContain(
      'custa USD\u00a010,00 a cada 15 minutos',
    );
    // The same questions, with the same flags and links, in every language.
    for (const translated of [portuguese, spanish]) {
      expect(translated.questions.map((q) => [q.id, q.category, q.popular, q.related])).toEqual(
        [...english.values()].map((q) => [q.id, q.category, q.popular, q.related]),
      );
    }
  });

  it('refuses unknown query fields and languages', async () => {
    failure(await t.app.inject('/api/faq/list?language=fr-FR'), 400, ErrorCode.BAD_REQUEST);
    failure(await t.app.inject('/api/faq/list?category=general'), 400, ErrorCode.BAD_REQUEST);
  });

  it('is served from memory with an ETag per language (304 when unchanged)', async () => {
    const first = await t.app.inject('/api/faq/list?language=pt-BR');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    expect(first.headers.vary).toContain('accept-language');
    const again = await t.app.inject({
      url: '/api/faq/list?language=pt-BR',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const english = await t.app.inject('/api/faq/list?language=en-US');
    expect(english.headers.etag).not.toBe(etag);
  });

  it('seeds idempotently and keeps an edited answer across a re-seed', async () => {
    const count = async () => {
      const [row] = await t.database.rows<{ questions: number; texts: number }>(
        sql`select (select count(*)::int from faq_questions) as questions, (select count(*)::int from faq_texts) as texts`,
      );
      return row;
    };
    const before = await count();
    expect(before).toEqual({ questions: FAQ_SEEDS.length, texts: FAQ_SEEDS.length * 3 });
    const [question] = await t.database.db
      .select({ id: faqQuestions.id })
      .from(faqQuestions)
      .where(eq(faqQuestions.slug, 'fasttrack-what-is'));
    if (!question) throw new Error('fasttrack-what-is missing');
    await t.database.db
      .update(faqTexts)
      .set({ answer: 'Edited by the operations team.' })
      .where(eq(faqTexts.questionId, question.id));

    await seedDatabase(t.database.db, { scryptCostLog2: 10, remoteBaseUrl: '' });
    expect(await count()).toEqual(before);
    t.app.services.help.faq.invalidate();
    const edited = (await list('/api/faq/list')).questions.find((q) => q.id === 'fasttrack-what-is');
    expect(edited?.answer).toBe('Edited by the operations team.');
  });
});
