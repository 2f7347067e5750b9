import { describe, expect, it } from 'vitest';
import { BOOKING_SERVICES } from '../booking-services';
import { airportAssistantSpine } from '../endpoints/airport-assistant';
import { defineBookingSpine } from '../endpoints/bookings';
import { fastTrackSpine } from '../endpoints/fast-track';
import { transportSpine } from '../endpoints/transport';

const spines = [transportSpine, airportAssistantSpine, fastTrackSpine];
const callsOf = (spine: (typeof spines)[number]) =>
  Object.values(spine).filter((value) => typeof value === 'object');

describe('the booking spine’s paths', () => {
  it('are each under the service’s API prefix, as the contract writes them out', () => {
    for (const spine of spines) {
      const prefix = BOOKING_SERVICES[spine.service].apiPrefix;
      const paths = callsOf(spine).map((call) => call.path);
      expect(paths).toHaveLength(7);
      for (const path of paths) expect(path.startsWith(`${prefix}/`), path).toBe(true);
    }
  });

  it('keep the specification’s names (Fast Track places its order at /cip/createOrder)', () => {
    expect(fastTrackSpine.createOrder.path).toBe('/cip/createOrder');
    expect(transportSpine.createOrder.path).toBe('/transport/booking');
    expect(airportAssistantSpine.finishBooking.path).toBe('/airport-assistant/finish-booking');
  });

  it('are all different: no two calls of the portal share a path', () => {
    const paths = spines.flatMap((spine) => callsOf(spine).map((call) => call.path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('refuse, at compile time, a path outside the service’s prefix', () => {
    const define = () =>
      defineBookingSpine('fast_track', {
        orderReview: '/cip/order-review',
        verifyPwd: '/cip/verify-pwd',
        // @ts-expect-error Fast Track's calls live under /cip, not /transport.
        createOrder: '/transport/booking',
        finishBooking: '/cip/finish-booking',
        cancelBooking: '/cip/cancel-booking',
        resendConfirmEmail: '/cip/resend-confirm-email',
        payBooking: '/cip/pay-booking',
      });
    expect(define().createOrder.path).toBe('/transport/booking');
  });
});
