import {
  ASSISTANT_LEVELS,
  ASSISTANT_SERVICE_TYPES,
  type AssistantLevel,
  type AssistantServiceType,
} from '@portal/shared/contracts/airport-assistant';
import type { PriceLine } from '@portal/shared/contracts/bookings';
import { SERVICE_POLICY } from '@portal/shared/policy';
import { zonedInstant } from '@portal/shared/time';
import { describe, expect, it } from 'vitest';
import {
  ALL_OFFERS,
  ASSISTANT_PRICES,
  featuresOf,
  offerOf,
} from '../../src/services/airport-assistant/assistant-catalogue';
import {
  assistantPriceLines,
  surchargeReasons,
} from '../../src/services/airport-assistant/assistant-pricing';
import { createPublicHolidays } from '../../src/services/airport-assistant/public-holidays';

const holidays = createPublicHolidays();

/** The price lines of a service at an airport's local date and time (zone and country given). */
const priceAt = async (
  where: { timeZone: string; countryCode: string },
  date: string,
  time: string,
  options: { type?: AssistantServiceType; level?: AssistantLevel; passengers?: number } = {},
): Promise<PriceLine[]> => {
  const offer = offerOf(options.type ?? 'international_arrival', options.level ?? 'vip');
  const serviceAt = zonedInstant(date, time, where.timeZone);
  const reasons = surchargeReasons(serviceAt, where.timeZone, await holidays.on(where.countryCode, date));
  return assistantPriceLines(offer, options.passengers ?? 1, reasons);
};
const LONDON = { timeZone: 'Europe/London', countryCode: 'GB' };
const SAO_PAULO = { timeZone: 'America/Sao_Paulo', countryCode: 'BR' };
const kinds = (lines: PriceLine[]) => lines.map((line) => line.kind);
const surcharges = (lines: PriceLine[]) => lines.filter((line) => line.kind.endsWith('Surcharge'));

describe('Airport Assistant prices', () => {
  it('offers every type × level, domestic cheaper than international, dearer up the levels', () => {
    expect(ALL_OFFERS).toHaveLength(ASSISTANT_SERVICE_TYPES.length * ASSISTANT_LEVELS.length);
    const ladder: AssistantLevel[] = ['usual', 'meet_assist', 'vip', 'vvip'];
    for (const level of ASSISTANT_LEVELS) {
      const { domestic, international } = ASSISTANT_PRICES[level];
      expect(domestic.base).toBeLessThan(international.base);
      expect(domestic.extraPassenger).toBeLessThan(international.extraPassenger);
      expect(domestic.extraPassenger).toBeLessThan(domestic.base);
    }
    for (let i = 1; i < ladder.length; i += 1) {
      const [lower, higher] = [ladder[i - 1] as AssistantLevel, ladder[i] as AssistantLevel];
      expect(ASSISTANT_PRICES[lower].international.base).toBeLessThan(
        ASSISTANT_PRICES[higher].international.base,
      );
    }
    expect(offerOf('domestic_departure', 'meet_assist')).toEqual({
      serviceType: 'domestic_departure',
      level: 'meet_assist',
      features: ['greeting', 'nameSign', 'checkInHelp', 'porter'],
      basePrice: 9_500,
      extraPassengerPrice: 4_500,
      currency: 'USD',
    });
    // Immigration only abroad; more comfort up the levels.
    expect(featuresOf('international_arrival', 'meet_assist')).toContain('immigrationEscort');
    expect(featuresOf('domestic_arrival', 'vvip')).not.toContain('immigrationEscort');
    expect(featuresOf('international_departure', 'vvip')).toEqual(
      expect.arrayContaining(['fastTrack', 'lounge', 'buggy', 'carEscort', 'checkInHelp']),
    );
    expect(featuresOf('domestic_arrival', 'usual')).toEqual(['greeting', 'nameSign', 'baggageHelp']);
  });

  it('charges the first passenger the base and each further one the extra price', async () => {
    // Tuesday 1 December 2026, midday in London: no surcharge.
    for (const type of ASSISTANT_SERVICE_TYPES) {
      for (const level of ASSISTANT_LEVELS) {
        const offer = offerOf(type, level);
        expect(await priceAt(LONDON, '2026-12-01', '12:00', { type, level })).toEqual([
          { kind: 'base', amount: offer.basePrice, quantity: 1, unitAmount: offer.basePrice },
        ]);
        const three = await priceAt(LONDON, '2026-12-01', '12:00', { type, level, passengers: 3 });
        expect(three).toEqual([
          { kind: 'base', amount: offer.basePrice, quantity: 1, unitAmount: offer.basePrice },
          {
            kind: 'extraPassengers',
            amount: 2 * offer.extraPassengerPrice,
            quantity: 2,
            unitAmount: offer.extraPassengerPrice,
          },
        ]);
      }
    }
  });

  it('adds the night surcharge from 21:00 until 07:00 local, once', async () => {
    const at = async (time: string) => kinds(await priceAt(LONDON, '2026-12-01', time));
    expect(await at('20:59')).toEqual(['base']);
    expect(await at('21:00')).toEqual(['base', 'nightSurcharge']);
    expect(await at('23:59')).toEqual(['base', 'nightSurcharge']);
    expect(await at('00:00')).toEqual(['base', 'nightSurcharge']);
    expect(await at('06:59')).toEqual(['base', 'nightSurcharge']);
    expect(await at('07:00')).toEqual(['base']);
    // Half of the base and the further passengers, with its share named.
    const night = await priceAt(LONDON, '2026-12-01', '22:30', { passengers: 2 });
    expect(surcharges(night)).toEqual([
      { kind: 'nightSurcharge', amount: (24_000 + 12_000) / 2, percent: 50 },
    ]);
    expect(SERVICE_POLICY.airportAssistant.surcharge.percent).toBe(50);
    // In São Paulo's own time: 21:00 there is midnight UTC.
    expect(kinds(await priceAt(SAO_PAULO, '2026-12-01', '21:00'))).toEqual(['base', 'nightSurcharge']);
    expect(kinds(await priceAt(SAO_PAULO, '2026-12-01', '20:59'))).toEqual(['base']);
  });

  it('adds the weekend surcharge on a local Saturday or Sunday', async () => {
    expect(kinds(await priceAt(LONDON, '2026-12-05', '12:00'))).toEqual(['base', 'weekendSurcharge']);
    expect(kinds(await priceAt(LONDON, '2026-12-06', '07:00'))).toEqual(['base', 'weekendSurcharge']);
    expect(kinds(await priceAt(LONDON, '2026-12-04', '12:00'))).toEqual(['base']);
    // Friday 22:00 in São Paulo is Saturday 01:00 UTC: the airport's day counts (night, not weekend).
    expect(kinds(await priceAt(SAO_PAULO, '2026-12-04', '22:00'))).toEqual(['base', 'nightSurcharge']);
    expect(
      surcharges(await priceAt(LONDON, '2026-12-05', '12:00', { level: 'usual', passengers: 3 })),
    ).toEqual([{ kind: 'weekendSurcharge', amount: (8_000 + 2 * 4_000) / 2, percent: 50 }]);
  });

  it('adds the public holiday surcharge with the holiday named, in Britain and in Brazil', async () => {
    // Christmas Day 2026 is a Friday.
    expect(surcharges(await priceAt(LONDON, '2026-12-25', '12:00'))).toEqual([
      { kind: 'holidaySurcharge', amount: 12_000, percent: 50, detail: 'Christmas Day' },
    ]);
    // Easter Monday, 6 April 2026.
    expect(surcharges(await priceAt(LONDON, '2026-04-06', '10:00'))).toEqual([
      expect.objectContaining({ kind: 'holidaySurcharge', detail: 'Easter Monday' }),
    ]);
    // Brazil: Black Consciousness Day (Friday 20 November 2026), in Portuguese.
    expect(
      surcharges(await priceAt(SAO_PAULO, '2026-11-20', '15:00', { type: 'domestic_departure' })),
    ).toEqual([{ kind: 'holidaySurcharge', amount: 9_000, percent: 50, detail: 'Dia da Consciência Negra' }]);
    expect(surcharges(await priceAt(SAO_PAULO, '2026-09-07', '15:00'))).toEqual([
      expect.objectContaining({ detail: 'Dia da Independência' }),
    ]);
    // Not a holiday there: no surcharge (Thanksgiving is American).
    expect(surcharges(await priceAt(LONDON, '2026-11-26', '12:00'))).toEqual([]);
  });

  it('counts each reason once: weekend and holiday once each, night once, two holidays once', async () => {
    // Boxing Day 2026 is a Saturday; at 22:00 it is night too.
    const boxingNight = await priceAt(LONDON, '2026-12-26', '22:00', { passengers: 2 });
    const half = (24_000 + 12_000) / 2;
    expect(surcharges(boxingNight)).toEqual([
      { kind: 'nightSurcharge', amount: half, percent: 50 },
      { kind: 'weekendSurcharge', amount: half, percent: 50 },
      { kind: 'holidaySurcharge', amount: half, percent: 50, detail: 'Boxing Day' },
    ]);
    // Each surcharge is half of the base and extras, never of another surcharge.
    expect(boxingNight.reduce((sum, line) => sum + line.amount, 0)).toBe(36_000 + 3 * half);
    // Cairo, Sunday 25 January 2026: Police Day and the Revolution Day fall together.
    const cairo = await priceAt({ timeZone: 'Africa/Cairo', countryCode: 'EG' }, '2026-01-25', '12:00');
    expect(kinds(cairo)).toEqual(['base', 'weekendSurcharge', 'holidaySurcharge']);
    expect(cairo.find((line) => line.kind === 'holidaySurcharge')?.detail?.split(', ')).toHaveLength(2);
  });
});
