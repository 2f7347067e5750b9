import { formatLocalTime, formatMoney } from '@portal/shared/bookings/format';
import { bookingServiceOfOrderNo } from '@portal/shared/contracts';
import { ORDER_STATUSES } from '@portal/shared/contracts/bookings';
import { describe, expect, it } from 'vitest';
import { canCancel, isConfirmed } from '../lib/booking-status';
import { serviceNameKey } from '../lib/service-names';
import { detailsPath, listPath, tabFromQuery } from '../lib/tab-query';

describe('the bookings’ small rules', () => {
  it('read the tab from activedTitle, Upcoming for anything else', () => {
    const tab = (query: string) => tabFromQuery(new URLSearchParams(query));
    expect([tab('activedTitle=2'), tab('activedTitle=3'), tab('activedTitle=1')]).toEqual([2, 3, 1]);
    expect([tab(''), tab('activedTitle=4'), tab('activedTitle=-1'), tab('activedTitle=2x')]).toEqual([
      0, 0, 0, 0,
    ]);
    expect(listPath(2)).toBe('/account/bookings/list?activedTitle=2');
    expect(detailsPath('FT-7K3D9Q')).toBe('/account/bookings/details?orderNo=FT-7K3D9Q');
  });

  it('offer cancelling while a booking is paid or unpaid, and its files once confirmed', () => {
    expect(ORDER_STATUSES.filter(canCancel)).toEqual(['unpaid', 'paid']);
    expect(ORDER_STATUSES.filter(isConfirmed)).toEqual(['paid', 'completed']);
  });

  it('find the service of an order by its type or its number’s prefix', () => {
    expect([serviceNameKey(3), serviceNameKey(1), serviceNameKey(9)]).toEqual([
      'bookings.services.fast_track',
      'bookings.services.transport',
      'bookings.services.other',
    ]);
    expect([
      bookingServiceOfOrderNo('FT-7K3D9Q'),
      bookingServiceOfOrderNo('AA-7K3D9Q'),
      bookingServiceOfOrderNo('XX-1'),
    ]).toEqual(['fast_track', 'airport_assistant', undefined]);
  });

  it('format money from minor units and a time with its zone', () => {
    expect(formatMoney(2400, 'USD', 'en-US')).toBe('USD\u00a024.00');
    expect(formatMoney(3000, 'JPY', 'en-US')).toBe('JPY\u00a03,000');
    expect(formatLocalTime('2030-07-16T09:15:00Z', 'Europe/London', 'en-US')).toBe('10:15 AM BST');
  });
});
