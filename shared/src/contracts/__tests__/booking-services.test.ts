import { describe, expect, it } from 'vitest';
import {
  BOOKING_SERVICE_KEYS,
  BOOKING_SERVICES,
  bookingServiceOfOrderNo,
  isBookingServiceOffered,
  offeredBookingServices,
} from '../booking-services';
import { DEFAULT_REMOTE_PREFIXES } from '../endpoints/remotes';

const all = () => true;

describe('the booking services’ ways in', () => {
  it('lead to a path the service’s own remote owns', () => {
    for (const service of BOOKING_SERVICE_KEYS) {
      const { entryPath, remote } = BOOKING_SERVICES[service];
      expect(
        DEFAULT_REMOTE_PREFIXES[remote].some(
          (prefix) => entryPath === prefix || entryPath.startsWith(`${prefix}/`),
        ),
        service,
      ).toBe(true);
    }
  });

  it('are offered by the programme’s flags: Transport by supportTransport, Airport Assistant by supportAgreement, Fast Track always', () => {
    expect(offeredBookingServices(all, { supportTransport: true, supportAgreement: true })).toEqual([
      'transport',
      'airport_assistant',
      'fast_track',
    ]);
    expect(offeredBookingServices(all, { supportTransport: false, supportAgreement: true })).toEqual([
      'airport_assistant',
      'fast_track',
    ]);
    expect(offeredBookingServices(all, { supportTransport: true, supportAgreement: false })).toEqual([
      'transport',
      'fast_track',
    ]);
  });

  it('are not offered when operations have switched the remote off', () => {
    const support = { supportTransport: true, supportAgreement: true };
    const offMfeAa = (remote: string) => remote !== 'mfe-airport-assistant';
    expect(isBookingServiceOffered('airport_assistant', offMfeAa, support)).toBe(false);
    expect(offeredBookingServices(offMfeAa, support)).toEqual(['transport', 'fast_track']);
  });
});

describe('the service of an order number', () => {
  it('is found by its prefix', () => {
    expect(
      ['TS-7K3D9Q', 'AA-7K3D9Q', 'FT-7K3D9Q', 'XX-7K3D9Q', 'FT7K3D9Q'].map(bookingServiceOfOrderNo),
    ).toEqual(['transport', 'airport_assistant', 'fast_track', undefined, undefined]);
  });
});
