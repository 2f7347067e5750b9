import { type PriceLine, unitPriceLine } from '@portal/shared/contracts/bookings';
import type { CarType } from '@portal/shared/contracts/transport';
import { SERVICE_POLICY } from '@portal/shared/policy';
import { localDateTime } from '@portal/shared/time';
import { CAR_FARES, extraKmOf } from './transport-catalogue';

/** A local `HH:mm` in the policy's out-of-hours span: from its start until (not including) its end. */
export const isOutOfHours = (localTime: string): boolean => {
  const { from, until } = SERVICE_POLICY.transport.outOfHoursSurcharge;
  return localTime >= from || localTime < until;
};

/**
 * A transfer's price before any complimentary use: the car's base fare (up to the standard limit),
 * the extra mileage (kilometres beyond it × the car's rate), and the policy's out-of-hours share of
 * the base fare for a pick-up out of hours, read on the airport's wall clock at the pick-up instant.
 */
export const transportPriceLines = (
  carType: CarType,
  distanceKm: number,
  pickupAt: Date,
  timeZone: string,
): PriceLine[] => {
  const fare = CAR_FARES[carType];
  const lines: PriceLine[] = [unitPriceLine('base', 1, fare.base)];
  const extraKm = extraKmOf(distanceKm);
  if (extraKm > 0) lines.push(unitPriceLine('extraMileage', extraKm, fare.perKm));
  if (isOutOfHours(localDateTime(pickupAt, timeZone).time)) {
    const { percent } = SERVICE_POLICY.transport.outOfHoursSurcharge;
    lines.push({ kind: 'outOfHours', amount: Math.round((fare.base * percent) / 100), percent });
  }
  return lines;
};
