import type { FaqQuestion } from '@portal/shared/contracts/help';
import { QUERY_REFERENCE_PATTERN } from '@portal/shared/contracts/help';
import { describe, expect, it } from 'vitest';
import { FAQ_SEEDS } from '../../db/seed/faq-content';
import { DEFAULT_SERVICE_POLICY, policyPlaceholders } from '../policy/cancellation-policy';
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
