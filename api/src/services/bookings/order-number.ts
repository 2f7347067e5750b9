import { randomInt } from 'node:crypto';
import { BOOKING_SERVICES, type BookingService } from '@portal/shared/contracts';
import { ORDER_NO_ALPHABET, ORDER_NO_LENGTH } from '@portal/shared/contracts/bookings';

/**
 * `FT-7K3D9Q`: the service's prefix and six characters that cannot be misread when spoken or
 * copied (25 symbols, about 244 million numbers per service). Collisions are refused by the
 * unique index and the caller draws again.
 */
export const newOrderNo = (service: BookingService): string => {
  let code = '';
  for (let i = 0; i < ORDER_NO_LENGTH; i += 1) code += ORDER_NO_ALPHABET[randomInt(ORDER_NO_ALPHABET.length)];
  return `${BOOKING_SERVICES[service].orderPrefix}-${code}`;
};
