import { asBookingDetailModule } from '@portal/shared/remote';
import { fakeApi, ok } from '@portal/shared/testing';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import * as exposed from '../booking-detail';
import { FAST_TRACK_ORDER } from '../test-support/fixtures';
import { setUpTexts } from '../test-support/setup-i18n';

beforeAll(setUpTexts);

const { bookingDetail, FastTrackFields } = exposed;

describe('Fast Track’s ./booking-detail', () => {
  it('is a booking detail module the account can use, with this remote’s texts', () => {
    expect(asBookingDetailModule(exposed)).toBe(bookingDetail);
    expect(bookingDetail.namespace).toBe('fastTrack');
    expect(bookingDetail.spine.cancelBooking.path).toBe('/cip/cancel-booking');
    expect(bookingDetail.spine.resendConfirmEmail.path).toBe('/cip/resend-confirm-email');
    expect(bookingDetail.voucher).toBeTypeOf('function');
  });

  it('reads the order with Fast Track’s detail call', async () => {
    const seen = fakeApi({ '/order/cip-detail': () => ok(FAST_TRACK_ORDER) });
    const outcome = await bookingDetail.read(FAST_TRACK_ORDER.orderNo, new AbortController().signal);
    expect(outcome).toEqual({ ok: true, result: FAST_TRACK_ORDER });
    expect(seen.map((request) => [request.method, request.path, request.params])).toEqual([
      ['GET', '/order/cip-detail', { orderNo: FAST_TRACK_ORDER.orderNo }],
    ]);
  });

  it('shows where to find the lane, the slot, the flight and the passengers as rows of a list', () => {
    expect(bookingDetail.Fields).toBe(FastTrackFields);
    const { container } = render(
      <dl>
        <FastTrackFields order={FAST_TRACK_ORDER} />
      </dl>,
    );
    const rows = [...container.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Where to find it', 'Departures level, zone A: the Fast Track entrance is left of main security.'],
      ['Time slot', '10:15–10:30 local time'],
      ['Flight', 'BA117'],
      ['Passengers', 'Ana SilvaZoë Núñez'],
      [
        'Voucher',
        'Verification code K7P3QXShow this code with your boarding pass at the Fast Track entrance.',
      ],
    ]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ana Silva',
      'Zoë Núñez',
    ]);
  });

  it('says Passenger for one', () => {
    render(
      <dl>
        <FastTrackFields
          order={{ ...FAST_TRACK_ORDER, passengers: [{ firstName: 'Ana', lastName: 'Silva' }] }}
        />
      </dl>,
    );
    expect(screen.getByText('Passenger')).toBeInTheDocument();
  });

  it('shows the voucher’s QR code on the page, from the modules the API sent, with its quiet zone', () => {
    render(
      <dl>
        <FastTrackFields order={FAST_TRACK_ORDER} />
      </dl>,
    );
    const qr = screen.getByRole('img', { name: `QR code of voucher ${FAST_TRACK_ORDER.orderNo}` });
    expect(qr.getAttribute('viewBox')).toBe('-4 -4 11 11');
    expect(qr.querySelector('path')?.getAttribute('d')).toBe('M0 0h1v1h-1z');
  });

  it('shows no voucher before the order is paid', () => {
    render(
      <dl>
        <FastTrackFields order={{ ...FAST_TRACK_ORDER, status: 'unpaid', voucher: null }} />
      </dl>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('Voucher')).not.toBeInTheDocument();
  });
});
