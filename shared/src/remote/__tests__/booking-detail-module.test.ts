import { describe, expect, it } from 'vitest';
import { asBookingDetailModule, bookingDetailModule, paySpineOf } from '../booking-detail-module';

const endpoint = (path: `/${string}`) =>
  ({ method: 'GET', path, auth: 'user', input: {}, result: {} }) as never;

const module = bookingDetailModule({
  namespace: 'fastTrack',
  read: async () => ({ ok: false, errorCode: 10404, message: 'Not found.', details: null }) as never,
  Fields: () => null,
  spine: {
    service: 'fast_track',
    cancelBooking: endpoint('/cip/cancel-booking'),
    resendConfirmEmail: endpoint('/cip/resend-confirm-email'),
    verifyPwd: endpoint('/cip/verify-pwd'),
    payBooking: endpoint('/cip/pay-booking'),
  },
});

/** A release from before Pay now: cancel and resend only. */
const { service: _service, verifyPwd: _verify, payBooking: _pay, ...beforePayNow } = module.spine;

describe('a loaded ./booking-detail module', () => {
  it('is taken when it exports a `bookingDetail` of the right shape', () => {
    expect(asBookingDetailModule({ bookingDetail: module })).toBe(module);
    const withVoucher = { ...module, voucher: async () => ({ kind: 'failed', message: '' }) as never };
    expect(asBookingDetailModule({ bookingDetail: withVoucher })).toBe(withVoucher);
  });

  it('brings its spine’s calls for Pay now, or none at all (a release from before them)', () => {
    expect(paySpineOf(module)).toEqual({
      service: 'fast_track',
      verifyPwd: module.spine.verifyPwd,
      payBooking: module.spine.payBooking,
    });
    const older = { ...module, spine: beforePayNow };
    expect(asBookingDetailModule({ bookingDetail: older })).toBe(older);
    expect(paySpineOf(older)).toBeNull();
  });

  it('is refused otherwise: another team’s release is checked, not trusted', () => {
    for (const exports of [
      null,
      'module',
      {},
      { default: module },
      { bookingDetail: { ...module, namespace: 'nope' } },
      { bookingDetail: { ...module, read: 'read' } },
      { bookingDetail: { ...module, Fields: undefined } },
      { bookingDetail: { ...module, spine: { cancelBooking: module.spine.cancelBooking } } },
      // Pay now's calls come together, for a known service.
      { bookingDetail: { ...module, spine: { ...beforePayNow, payBooking: module.spine.payBooking } } },
      { bookingDetail: { ...module, spine: { ...module.spine, verifyPwd: 'verify' } } },
      { bookingDetail: { ...module, spine: { ...module.spine, service: 'parking' } } },
      { bookingDetail: { ...module, spine: { ...module.spine, service: 'toString' } } },
      { bookingDetail: { ...module, voucher: 'pdf' } },
    ])
      expect(asBookingDetailModule(exports), JSON.stringify(exports)).toBeNull();
  });
});
