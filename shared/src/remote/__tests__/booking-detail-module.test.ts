import { describe, expect, it } from 'vitest';
import { asBookingDetailModule, bookingDetailModule } from '../booking-detail-module';

const endpoint = (path: `/${string}`) =>
  ({ method: 'GET', path, auth: 'user', input: {}, result: {} }) as never;

const module = bookingDetailModule({
  namespace: 'fastTrack',
  read: async () => ({ ok: false, errorCode: 10404, message: 'Not found.', details: null }) as never,
  Fields: () => null,
  spine: {
    cancelBooking: endpoint('/cip/cancel-booking'),
    resendConfirmEmail: endpoint('/cip/resend-confirm-email'),
  },
});

describe('a loaded ./booking-detail module', () => {
  it('is taken when it exports a `bookingDetail` of the right shape', () => {
    expect(asBookingDetailModule({ bookingDetail: module })).toBe(module);
    const withVoucher = { ...module, voucher: async () => ({ kind: 'failed', message: '' }) as never };
    expect(asBookingDetailModule({ bookingDetail: withVoucher })).toBe(withVoucher);
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
      { bookingDetail: { ...module, voucher: 'pdf' } },
    ])
      expect(asBookingDetailModule(exports), JSON.stringify(exports)).toBeNull();
  });
});
