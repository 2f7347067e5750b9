import type { PriceLine } from '@portal/shared/contracts/bookings';
import { type CarType, TRANSPORT_RULES } from '@portal/shared/contracts/transport';
import { localDateTime } from '@portal/shared/time';
import { CAR_FARES, extraKmOf } from './transport-catalogue';

const {
  from: OUT_OF_HOURS_FROM,
  until: OUT_OF_HOURS_UNTIL,
  percent: OUT_OF_HOURS_PERCENT,
} = TRANSPORT_RULES.outOfHours;

/** A local `HH:mm` from 21:00 until (not including) 08:00. */
export const isOutOfHours = (localTime: string): boolean =>
  localTime >= OUT_OF_HOURS_FROM || localTime < OUT_OF_HOURS_UNTIL;

/**
 * A transfer's price before any complimentary use: the car's base fare (up to the standard limit),
 * the extra mileage (kilometres beyond it × the car's rate), and 20% of the base fare for a pick-up
 * out of hours, read on the airport's wall clock at the pick-up instant.
 */
export const transportPriceLines = (
  carType: CarType,
  distanceKm: number,
  pickupAt: Date,
  timeZone: string,
): PriceLine[] => {
  const fare = CAR_FARES[carType];
  const lines: PriceLine[] = [{ kind: 'base', amount: fare.base, quantity: 1, unitAmount: fare.base }];
  const extraKm = extraKmOf(distanceKm);
  if (extraKm > 0) {
    lines.push({
      kind: 'extraMileage',
      amount: extraKm * fare.perKm,
      quantity: extraKm,
      unitAmount: fare.perKm,
    });
  }
  if (isOutOfHours(localDateTime(pickupAt, timeZone).time)) {
    lines.push({
      kind: 'outOfHours',
      amount: Math.round((fare.base * OUT_OF_HOURS_PERCENT) / 100),
      percent: OUT_OF_HOURS_PERCENT,
    });
  }
  return lines;
};
