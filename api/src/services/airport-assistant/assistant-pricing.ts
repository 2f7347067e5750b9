import type { AssistantOffer } from '@portal/shared/contracts/airport-assistant';
import { type PriceLine, unitPriceLine } from '@portal/shared/contracts/bookings';
import { SERVICE_POLICY } from '@portal/shared/policy';
import { localDateTime } from '@portal/shared/time';

/** Why a service costs more: each reason counts once, whatever else applies. */
export interface SurchargeReasons {
  night: boolean;
  weekend: boolean;
  /** The public holidays that day (one surcharge for any number of them). */
  holidays: string[];
}

/** Night at the airport, in the policy's surcharge span of local time (from its start until its end). */
export const isNight = (localTime: string): boolean => {
  const { from, until } = SERVICE_POLICY.airportAssistant.surcharge;
  return localTime >= from || localTime < until;
};

/** Saturday or Sunday, for a local `YYYY-MM-DD`. */
export const isWeekend = (localDate: string): boolean => {
  const day = new Date(`${localDate}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};

/** The reasons at the service's instant, read on the airport's wall clock. */
export const surchargeReasons = (serviceAt: Date, timeZone: string, holidays: string[]): SurchargeReasons => {
  const local = localDateTime(serviceAt, timeZone);
  return { night: isNight(local.time), weekend: isWeekend(local.date), holidays };
};

/**
 * The price of a service before any complimentary use: the first passenger (`base`), the others
 * (`extraPassengers`), then one surcharge of the policy's percent of those two for each
 * reason that applies — night, weekend, public holiday (named) — each at most once.
 */
export const assistantPriceLines = (
  offer: Pick<AssistantOffer, 'basePrice' | 'extraPassengerPrice'>,
  passengers: number,
  reasons: SurchargeReasons,
): PriceLine[] => {
  const extra = Math.max(0, passengers - 1);
  const lines: PriceLine[] = [unitPriceLine('base', 1, offer.basePrice)];
  if (extra > 0) lines.push(unitPriceLine('extraPassengers', extra, offer.extraPassengerPrice));
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const { percent } = SERVICE_POLICY.airportAssistant.surcharge;
  const surcharge = (kind: PriceLine['kind'], detail?: string): PriceLine => ({
    kind,
    amount: Math.round((subtotal * percent) / 100),
    percent,
    ...(detail ? { detail } : {}),
  });
  if (reasons.night) lines.push(surcharge('nightSurcharge'));
  if (reasons.weekend) lines.push(surcharge('weekendSurcharge'));
  if (reasons.holidays.length > 0) lines.push(surcharge('holidaySurcharge', reasons.holidays.join(', ')));
  return lines;
};

export const SURCHARGE_KINDS: ReadonlySet<PriceLine['kind']> = new Set([
  'nightSurcharge',
  'weekendSurcharge',
  'holidaySurcharge',
]);
