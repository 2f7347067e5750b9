import { describe, expect, it } from 'vitest';
import type { FaqQuestion } from '../../contracts/endpoints/faq';
import type { Language } from '../../contracts/languages';
import { searchQuestions } from '../search-questions';

const q = (id: string, question: string, answer: string): FaqQuestion => ({
  id,
  category: 'general',
  question,
  answer,
  popular: false,
  related: [],
});

/** The help remote's fixture (mfe-help `__tests__/fixtures.ts`), on which the search was first tested. */
const ENGLISH_FAQ: FaqQuestion[] = [
  q('general-cancel-booking', 'How do I cancel a booking?', 'Until 24 hours before the service.'),
  q('general-refund-time', 'How long does a refund take?', 'Refunds take 7 to 14 business days.'),
  q(
    'transport-waiting-time',
    'How long will the driver wait for me?',
    'The driver waits up to 60 minutes.\n\nThere is no charge for a delay.',
  ),
  q(
    'transport-surcharges',
    'Are there extra charges for a transfer?',
    'Two charges may apply:\n\n- Out-of-hours: 20%.\n- Extra mileage.',
  ),
  q('assistant-lead-time', 'How far in advance must I book Airport Assistant?', 'At least 72 hours.'),
  q('fasttrack-what-is', 'What is Fast Track?', 'A dedicated lane at airport security.'),
];

const ids = (query: string, questions = ENGLISH_FAQ, language: Language = 'en-US') =>
  searchQuestions(questions, query, language).map((question) => question.id);

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
    const portuguese = [q('pt', 'Reembolso após cancelamento', '')];
    expect(ids('APOS', portuguese, 'pt-BR')).toEqual(['pt']);
    expect(ids('após', portuguese, 'pt-BR')).toEqual(['pt']);
  });

  it('still finds a word being typed inside a longer one', () => {
    expect(ids('milea')).toEqual(['transport-surcharges']);
    expect(ids('canc')).toEqual(['general-cancel-booking']);
  });

  it('finds other forms of a word', () => {
    for (const query of ['waiting', 'waited', 'WAITING driver']) {
      expect(ids(query), query).toEqual(['transport-waiting-time']);
    }
    for (const query of ['cancelled', 'canceled', 'cancellation', 'cancelling', 'cancellations']) {
      expect(ids(query), query).toEqual(['general-cancel-booking']);
    }
    expect(ids('delayed')).toEqual(['transport-waiting-time']);
    expect(ids('charged')).toEqual(['transport-surcharges', 'transport-waiting-time']);
  });

  it('finds a phrase through its synonyms, and each of its words as typed too', () => {
    expect(ids('waiting time')).toEqual(['transport-waiting-time']);
    expect(ids('flight cancelled')).toEqual(['general-cancel-booking']);
    expect(ids('cancelled flight?')).toEqual(['general-cancel-booking']);
    expect(ids('late flight')).toEqual(['transport-waiting-time']);
    // Without the synonym, "flight" would have to be in the text: it is not.
    expect(ids('flight refund')).toEqual([]);
  });

  it('does not take a short synonym for part of a longer word', () => {
    const questions = [q('translate', 'Can I translate the page?', 'Yes.')];
    expect(ids('late flight', questions)).toEqual([]);
  });

  it('uses the word forms of the list’s language', () => {
    const portuguese = [
      q('pt-wait', 'Quanto tempo o motorista espera por mim?', 'Se o voo atrasar, ele espera.'),
      q('pt-cancel', 'Como cancelo uma reserva?', 'Escolha Cancelar.'),
    ];
    expect(ids('esperando', portuguese, 'pt-BR')).toEqual(['pt-wait']);
    expect(ids('voo atrasado', portuguese, 'pt-BR')).toEqual(['pt-wait']);
    expect(ids('cancelamento', portuguese, 'pt-BR')).toEqual(['pt-cancel']);
    const spanish = [
      q('es-wait', '¿Cuánto tiempo me esperará el conductor?', 'Si se retrasa, espera.'),
      q('es-cancel', '¿Cómo cancelo una reserva?', 'Elija Cancelar.'),
    ];
    expect(ids('esperando', spanish, 'es-ES')).toEqual(['es-wait']);
    expect(ids('vuelo retrasado', spanish, 'es-ES')).toEqual(['es-wait']);
    expect(ids('cancelación', spanish, 'es-ES')).toEqual(['es-cancel']);
    expect(ids('vuelo cancelado', spanish, 'es-ES')).toEqual(['es-cancel']);
  });

  it('answers again for the same list in another language', () => {
    const question = [q('one', 'Waits', 'Esperas')];
    expect(ids('waiting', question, 'en-US')).toEqual(['one']);
    expect(ids('waiting', question, 'es-ES')).toEqual([]);
  });
});
