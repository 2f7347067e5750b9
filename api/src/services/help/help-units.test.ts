import type { Language } from '@portal/shared/contracts';
import type { FaqQuestion } from '@portal/shared/contracts/help';
import { QUERY_REFERENCE_PATTERN } from '@portal/shared/contracts/help';
import { describe, expect, it } from 'vitest';
import { FAQ_SEEDS } from '../../db/seed/faq-content';
import {
  DEFAULT_SERVICE_POLICY,
  policyPlaceholders,
  type ServicePolicy,
} from '../policy/cancellation-policy';
import { createContactService } from './contact-service';
import { createFaqService } from './faq-service';
import { fillPlaceholders } from './placeholders';
import { newQueryReference } from './query-reference';
import type { NewQuery } from './query-repository';

describe('fillPlaceholders', () => {
  it('fills known names and leaves unknown ones as written', () => {
    expect(
      fillPlaceholders('Call {phone} within {hours} hours ({typo}).', { phone: '+1 555', hours: '24' }),
    ).toBe('Call +1 555 within 24 hours ({typo}).');
    expect(fillPlaceholders('{toString} {constructor}', {})).toBe('{toString} {constructor}');
  });

  it('every placeholder of the seeded FAQ has a value', () => {
    const known = new Set([...Object.keys(policyPlaceholders()), 'phone']);
    for (const seed of FAQ_SEEDS) {
      for (const [language, text] of Object.entries(seed.texts)) {
        for (const [, name] of `${text.question} ${text.answer}`.matchAll(/\{(\w+)\}/g)) {
          expect(known.has(name ?? ''), `${seed.slug} ${language}: {${name}}`).toBe(true);
        }
      }
    }
  });
});

describe('FAQ service', () => {
  const question: FaqQuestion = {
    id: 'general-cancel-booking',
    category: 'general',
    question: 'Cancel?',
    answer: 'Until {freeCancellationHours} hours before; then call {phone}.',
    popular: true,
    related: [],
  };

  it('renders answers from the policy it is given', async () => {
    const policy = {
      ...DEFAULT_SERVICE_POLICY,
      cancellation: { ...DEFAULT_SERVICE_POLICY.cancellation, freeCancellationHours: 36 },
    };
    const service = createFaqService(
      { listForLanguage: async () => [question] },
      { policy, supportPhone: '+1 555 0100' },
      0,
    );
    const body = JSON.parse((await service.list('en-US')).body);
    expect(body.result.questions[0].answer).toBe('Until 36 hours before; then call +1 555 0100.');
  });

  describe('the price of extra waiting', () => {
    const seed = FAQ_SEEDS.find((candidate) => candidate.slug === 'transport-extra-waiting');
    if (!seed) throw new Error('transport-extra-waiting is not seeded');
    const answerIn = async (policy: ServicePolicy, language: Language) => {
      const service = createFaqService(
        {
          listForLanguage: async (wanted) => [
            { ...question, id: seed.slug, category: seed.category, ...seed.texts[wanted] },
          ],
        },
        { policy, supportPhone: '+1 555 0100' },
        0,
      );
      return JSON.parse((await service.list(language)).body).result.questions[0].answer as string;
    };
    const dearer: ServicePolicy = {
      ...DEFAULT_SERVICE_POLICY,
      transport: {
        ...DEFAULT_SERVICE_POLICY.transport,
        extraWaiting: { amount: 2_250, currency: 'USD', perMinutes: 30 },
      },
    };

    it('is never written into the answer: the policy fills it in', () => {
      for (const [language, text] of Object.entries(seed.texts)) {
        expect(text.answer, language).toContain('{extraWaitingPrice}');
        expect(text.answer, language).toContain('{extraWaitingMinutes}');
        expect(text.answer, language).not.toMatch(/\d/);
      }
    });

    it('follows the policy, in each language’s format', async () => {
      expect(await answerIn(DEFAULT_SERVICE_POLICY, 'en-US')).toContain(
        'extra waiting costs USD\u00a010.00 for every 15 minutes',
      );
      expect(await answerIn(dearer, 'en-US')).toContain(
        'extra waiting costs USD\u00a022.50 for every 30 minutes',
      );
      expect(await answerIn(dearer, 'pt-BR')).toContain(
        'a espera adicional custa USD\u00a022,50 a cada 30 minutos',
      );
      expect(await answerIn(dearer, 'es-ES')).toContain(
        'la espera adicional cuesta 22,50\u00a0USD por cada 30 minutos',
      );
      expect(await answerIn(dearer, 'en-US')).toContain('60 minutes after the actual arrival');
    });
  });

  it('reads the database once per language while cached', async () => {
    const reads: string[] = [];
    const service = createFaqService(
      {
        listForLanguage: async (language) => {
          reads.push(language);
          return [question];
        },
      },
      { policy: DEFAULT_SERVICE_POLICY, supportPhone: '1' },
      60_000,
    );
    await Promise.all([service.list('en-US'), service.list('en-US'), service.list('pt-BR')]);
    await service.list('en-US');
    expect(reads.sort()).toEqual(['en-US', 'pt-BR']);
    service.invalidate();
    await service.list('en-US');
    expect(reads).toHaveLength(3);
  });
});

describe('query references', () => {
  it('are Q-YYYYMMDD-XXXX with the UTC date and unambiguous characters', () => {
    const reference = newQueryReference(new Date('2026-01-31T23:30:00Z'));
    expect(reference).toMatch(QUERY_REFERENCE_PATTERN);
    expect(reference.startsWith('Q-20260131-')).toBe(true);
    expect(newQueryReference(new Date('2026-01-31T00:00:00Z'), () => 0)).toBe('Q-20260131-AAAA');
    for (let i = 0; i < 200; i += 1) expect(newQueryReference().slice(-4)).not.toMatch(/[01IO]/);
  });

  it('draws another reference when the first one is taken', async () => {
    const stored: NewQuery[] = [];
    let attempts = 0;
    const service = createContactService({
      queries: {
        insert: async (query) => {
          attempts += 1;
          if (attempts === 1) return false;
          stored.push(query);
          return true;
        },
      },
      rateLimits: { enforce: async () => {} },
      mail: { send: async () => {} },
      settings: {
        limits: { perIp: 5, perEmail: 5, windowSeconds: 60 },
        supportMailbox: 'support@portal.test',
        supportPhone: '+1 555',
      },
    });
    const { reference } = await service.submit({
      email: ' Someone@Example.test ',
      category: 'other',
      topic: ' Hello ',
      message: 'Text',
      language: 'en-US',
      userId: null,
      ip: '127.0.0.1',
    });
    expect(attempts).toBe(2);
    expect(stored[0]).toMatchObject({
      reference,
      email: 'Someone@Example.test',
      topic: 'Hello',
      serviceId: null,
    });
  });
});
