import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../contracts/languages';
import { isAtLeastHoursAhead, quotationExpiresAt } from './policy-rules';
import { formatHours, policyPlaceholders } from './policy-texts';
import { SERVICE_POLICY, type ServicePolicy } from './service-policy';

const LOCALES = join(import.meta.dirname, '../i18n/locales');
const messages = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8'));

/** The portal's i18next options (with the policy's defaults) over the real message files. */
const translator = async (options: Record<string, unknown>, language: string) => {
  const instance = i18next.createInstance();
  await instance.init({
    ...options,
    lng: language,
    ns: ['airportAssistant', 'screens'],
    defaultNS: 'airportAssistant',
    resources: {
      [language]: {
        airportAssistant: messages(language, 'airportAssistant'),
        screens: messages(language, 'screens'),
      },
    },
  });
  return instance;
};

/** The portal's policy with some numbers changed, as a programme with other terms would have it. */
const changed: ServicePolicy = {
  ...SERVICE_POLICY,
  airportAssistant: {
    ...SERVICE_POLICY.airportAssistant,
    nearDepartureMinutes: 120,
    surcharge: { ...SERVICE_POLICY.airportAssistant.surcharge, percent: 60, until: '06:00' },
  },
  transport: { ...SERVICE_POLICY.transport, nearDepartureHours: 3 },
};

describe('the service policy', () => {
  afterEach(() => {
    vi.doUnmock('./service-policy');
    vi.resetModules();
  });

  it('holds the specification’s numbers and cannot be changed at run time', () => {
    expect(SERVICE_POLICY.transport.minHoursAhead).toBe(48);
    expect(SERVICE_POLICY.airportAssistant.minHoursAhead).toBe(72);
    expect(SERVICE_POLICY.transport.outOfHoursSurcharge).toEqual({
      percent: 20,
      from: '21:00',
      until: '08:00',
    });
    expect(SERVICE_POLICY.airportAssistant.surcharge).toEqual({ percent: 50, from: '21:00', until: '07:00' });
    expect(SERVICE_POLICY.quotation.expiresHoursBefore).toBe(12);
    expect(Object.isFrozen(SERVICE_POLICY.transport.outOfHoursSurcharge)).toBe(true);
    expect(() => {
      (SERVICE_POLICY.transport as { minHoursAhead: number }).minHoursAhead = 1;
    }).toThrow();
  });

  it('counts lead times and deadlines on instants', () => {
    const now = new Date('2026-05-15T10:00:00Z');
    expect(isAtLeastHoursAhead(new Date('2026-05-17T10:00:00Z'), 48, now)).toBe(true);
    expect(isAtLeastHoursAhead(new Date('2026-05-17T09:59:00Z'), 48, now)).toBe(false);
    expect(quotationExpiresAt(new Date('2026-05-17T10:00:00Z'))).toEqual(new Date('2026-05-16T22:00:00Z'));
  });

  it('writes a duration in hours with its unit in each language', () => {
    expect(formatHours(1)).toBe('1 hour');
    expect(formatHours(2, 'pt-BR')).toBe('2 horas');
    expect(formatHours(1, 'es-ES')).toBe('1 hora');
    expect(policyPlaceholders(SERVICE_POLICY, 'en-US')).toMatchObject({
      transportNearDeparture: '2 hours',
      assistantNearDeparture: '1 hour',
    });
  });

  it('shows its numbers in the messages as before', async () => {
    const { i18nextOptions } = await import('../i18n/i18next-options');
    const english = await translator(i18nextOptions() as Record<string, unknown>, 'en-US');
    expect(english.t('details.nearDeparture.title')).toBe('Less than 1 hour before departure');
    expect(english.t('review.surchargeNote')).toBe(
      'A surcharge of at least 50% applies to services between 21:00 and 07:00 local time, at weekends and on public holidays.',
    );
    expect(english.t('screens:errors.50012')).toBe(
      'Your service time is less than 1 hour before departure. Please confirm that you want this time.',
    );
  });

  it('is the one place: change a number and every message in every language follows', async () => {
    vi.resetModules();
    vi.doMock('./service-policy', () => ({ SERVICE_POLICY: changed }));
    const { i18nextOptions } = await import('../i18n/i18next-options');
    const { errorMessages } = await import('../contracts/error-messages');
    const texts = await import('./policy-texts');

    const expected = {
      'en-US': [
        'Less than 2 hours before departure',
        'at least 60% applies to services between 21:00 and 06:00',
      ],
      'pt-BR': [
        'Menos de 2 horas antes da partida',
        'pelo menos 60% se aplica a serviços entre 21:00 e 06:00',
      ],
      'es-ES': [
        'Menos de 2 horas antes de la salida',
        'al menos el 60% a los servicios entre las 21:00 y las 06:00',
      ],
    } as const;
    for (const language of SUPPORTED_LANGUAGES) {
      const t = (await translator(i18nextOptions() as Record<string, unknown>, language)).t;
      const [title, surcharge] = expected[language];
      expect(t('details.nearDeparture.title')).toBe(title);
      const lessThan = language === 'en-US' ? 'less than 2 hours before' : 'menos de 2 horas antes';
      expect(t('details.nearDeparture.message')).toContain(lessThan);
      expect(t('screens:errors.50012')).toContain(lessThan);
      expect(t('review.surchargeNote')).toContain(surcharge);
    }
    // The API's English text of the same refusal.
    expect(errorMessages[50012]).toBe(
      'Your service time is less than 2 hours before departure. Please confirm that you want this time.',
    );
    // The stored texts' placeholders (FAQ, terms).
    expect(texts.policyPlaceholders(undefined, 'pt-BR')).toMatchObject({
      transportNearDeparture: '3 horas',
      assistantNearDeparture: '2 horas',
      assistantSurchargePercent: '60',
      assistantSurchargeUntil: '06:00',
    });
  });
});
