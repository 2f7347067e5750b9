import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode } from '@portal/shared/contracts';
import type { FlightLeg } from '@portal/shared/contracts/flights';
import { SERVICE_POLICY, type ServicePolicy } from '@portal/shared/policy';
import { zonedInstant } from '@portal/shared/time';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Decision 0017: the service policy is the one place of every service rule with a number in it.
 * Here its file is swapped for a policy with other numbers (as a programme with other terms would
 * have), the API's modules are loaded afresh, and the refusal, the message the cardholder reads,
 * the price, the cancellation policy, the FAQ and the terms all follow — nothing kept its own copy.
 */
const POLICY_FILE = '../../../shared/src/policy/service-policy';

const other: ServicePolicy = {
  ...SERVICE_POLICY,
  cancellation: { ...SERVICE_POLICY.cancellation, freeCancellationHours: 30 },
  transport: {
    ...SERVICE_POLICY.transport,
    minHoursAhead: 36,
    outOfHoursSurcharge: { ...SERVICE_POLICY.transport.outOfHoursSurcharge, percent: 25 },
  },
  airportAssistant: {
    ...SERVICE_POLICY.airportAssistant,
    surcharge: { ...SERVICE_POLICY.airportAssistant.surcharge, percent: 40 },
  },
};

/** The API's modules, loaded with whichever policy file is in place. */
const load = async (policy?: ServicePolicy) => {
  vi.resetModules();
  if (policy) vi.doMock(POLICY_FILE, () => ({ SERVICE_POLICY: policy }));
  return {
    rules: await import('../../src/services/transport/transport-rules'),
    transportPricing: await import('../../src/services/transport/transport-pricing'),
    assistantPricing: await import('../../src/services/airport-assistant/assistant-pricing'),
    cancellation: await import('../../src/services/policy/cancellation-policy'),
    faq: await import('../../src/services/help/faq-service'),
    terms: await import('../../src/services/terms/terms'),
    faqSeeds: (await import('../../src/db/seed/faq-content')).FAQ_SEEDS,
    termsSeeds: (await import('../../src/db/seed/terms')).TERMS_SEEDS,
  };
};

type Loaded = Awaited<ReturnType<typeof load>>;

const now = new Date('2026-03-02T09:00:00Z');
const hoursAhead = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

/** A drop-off at the airport, the flight leaving an hour after it. */
const refusal = (api: Loaded, pickupAt: Date): { errorCode: number; details?: unknown } | null => {
  const leaves = new Date(pickupAt.getTime() + 3 * 3_600_000).toISOString();
  const leg = { departure: { at: leaves }, arrival: { at: leaves } } as unknown as FlightLeg;
  try {
    api.rules.checkPickupTime({ direction: 'toAirport', leg, pickupAt, now });
    return null;
  } catch (error) {
    return error as { errorCode: number; details?: unknown };
  }
};

/**
 * The Transport page's message for a BOOKING_TOO_SOON answer, its `minHours` in the `{{hours}}` of
 * the English message file (the page fills it the same way from the policy).
 */
const tooSoonMessage = (minHours: number): string => {
  const texts = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../shared/src/i18n/locales/en-US/transport.json'), 'utf8'),
  );
  return (texts.details.tooSoon as string).replace('{{hours}}', String(minHours));
};

const faqAnswer = async (api: Loaded, slug: string) => {
  const seed = api.faqSeeds.find((candidate) => candidate.slug === slug);
  if (!seed) throw new Error(`${slug} is not seeded`);
  const question = { id: slug, category: seed.category, popular: false, related: [], ...seed.texts['en-US'] };
  const service = api.faq.createFaqService(
    { listForLanguage: async () => [question] },
    { policy: api.cancellation.policyForProgramme(), supportPhone: '+1 555 0100' },
    0,
  );
  return JSON.parse((await service.list('en-US')).body).result.questions[0].answer as string;
};

const termsText = async (api: Loaded) => {
  const service = api.terms.createTermsService(
    {
      listForLanguage: async (language: string) =>
        api.termsSeeds
          .filter((seed) => seed.language === language)
          .map(({ version: _, ...document }) => document),
    } as never,
    { policy: api.cancellation.policyForProgramme(), supportPhone: '+1 555 0100' },
    0,
  );
  return (await service.list('en-US')).body;
};

/** Everything that reads the policy, as a cardholder would meet it. */
const observe = async (api: Loaded) => {
  const tooSoon = refusal(api, hoursAhead(40));
  const night = zonedInstant('2026-03-10', '22:30', 'Europe/London');
  const outOfHours = api.transportPricing
    .transportPriceLines('economy', 10, night, 'Europe/London')
    .find((line) => line.kind === 'outOfHours');
  const assistantNight = api.assistantPricing
    .assistantPriceLines({ basePrice: 10_000, extraPassengerPrice: 5_000 }, 1, {
      night: true,
      weekend: false,
      holidays: [],
    })
    .find((line) => line.kind === 'nightSurcharge');
  const serviceAt = hoursAhead(100);
  return {
    refusedAt40Hours: tooSoon?.errorCode === ErrorCode.BOOKING_TOO_SOON,
    message: tooSoon ? tooSoonMessage((tooSoon.details as { minHours: number }).minHours) : null,
    refusedAt35Hours: refusal(api, hoursAhead(35))?.errorCode,
    outOfHours: outOfHours && { amount: outOfHours.amount, percent: outOfHours.percent },
    assistantNight: assistantNight && { amount: assistantNight.amount, percent: assistantNight.percent },
    cancelOnline29HoursBefore: api.cancellation.canCancelOnline(
      serviceAt,
      new Date(serviceAt.getTime() - 29 * 3_600_000),
    ),
    leadTimeFaq: await faqAnswer(api, 'transport-lead-time'),
    surchargeFaq: await faqAnswer(api, 'transport-surcharges'),
    cancelFaq: await faqAnswer(api, 'general-cancel-booking'),
    terms: await termsText(api),
  };
};

describe('one service policy (decision 0017)', () => {
  afterEach(() => {
    vi.doUnmock(POLICY_FILE);
    vi.resetModules();
  });

  it('gives today’s numbers with the portal’s policy', async () => {
    const seen = await observe(await load());
    expect(seen.refusedAt40Hours).toBe(true);
    expect(seen.message).toBe('Please book at least 48 hours before the pick-up.');
    expect(seen.refusedAt35Hours).toBe(ErrorCode.BOOKING_TOO_SOON);
    expect(seen.outOfHours).toEqual({ amount: 1_200, percent: 20 });
    expect(seen.assistantNight).toEqual({ amount: 5_000, percent: 50 });
    expect(seen.cancelOnline29HoursBefore).toBe(true);
    expect(seen.leadTimeFaq).toContain('at least 48 hours before the pick-up time');
    expect(seen.surchargeFaq).toContain('Out-of-hours: 20% for pick-ups between 21:00 and 08:00');
    expect(seen.cancelFaq).toContain('Until 24 hours before the service');
    expect(seen.terms).toContain('until 24 hours before the service');
  });

  it('follows a change of the numbers everywhere: refusal, message, prices, cancellation, FAQ and terms', async () => {
    const seen = await observe(await load(other));
    expect(seen.refusedAt40Hours).toBe(false);
    expect(seen.message).toBeNull();
    expect(seen.refusedAt35Hours).toBe(ErrorCode.BOOKING_TOO_SOON);
    const tooSoon = refusal(await load(other), hoursAhead(35));
    expect(tooSoon).toMatchObject({ details: { minHours: 36 } });
    expect(tooSoonMessage(36)).toBe('Please book at least 36 hours before the pick-up.');
    expect(seen.outOfHours).toEqual({ amount: 1_500, percent: 25 });
    expect(seen.assistantNight).toEqual({ amount: 4_000, percent: 40 });
    expect(seen.cancelOnline29HoursBefore).toBe(false);
    expect(seen.leadTimeFaq).toContain('at least 36 hours before the pick-up time');
    expect(seen.surchargeFaq).toContain('Out-of-hours: 25% for pick-ups between 21:00 and 08:00');
    expect(seen.cancelFaq).toContain('Until 30 hours before the service');
    expect(seen.terms).toContain('until 30 hours before the service');
  });
});
