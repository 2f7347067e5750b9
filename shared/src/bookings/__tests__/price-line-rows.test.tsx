import type { BookingService } from '@portal/shared/contracts';
import type { PriceLine } from '@portal/shared/contracts/bookings';
import { setLanguage } from '@portal/shared/i18n';
import { initScreenI18n } from '@portal/shared/testing';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PriceLineRows } from '../price-line-rows';

beforeAll(initScreenI18n);
afterEach(() => setLanguage('en-US'));

const base = (quantity: number, unitAmount: number): PriceLine => ({
  kind: 'base',
  amount: quantity * unitAmount,
  quantity,
  unitAmount,
});

const renderRows = (service: BookingService, lines: PriceLine[], currency = 'USD') =>
  render(
    <table>
      <tbody>
        <PriceLineRows service={service} lines={lines} currency={currency} />
      </tbody>
    </table>,
  );

const rowHeader = () => screen.getByRole('rowheader').textContent;

describe('PriceLineRows: the base line counts what the service prices per', () => {
  it('reads a transfer’s fare per car, not per passenger', () => {
    const { unmount } = renderRows('transport', [base(1, 9000)]);
    expect(rowHeader()).toBe('1 car × USD\u00a090.00');
    unmount();
    renderRows('transport', [base(2, 9000)]);
    expect(rowHeader()).toBe('2 cars × USD\u00a090.00');
  });

  it('keeps the per-passenger wording for Fast Track and Airport Assistant', () => {
    const { unmount } = renderRows('fast_track', [base(2, 2400)]);
    expect(rowHeader()).toBe('2 passengers × USD\u00a024.00');
    unmount();
    renderRows('airport_assistant', [base(1, 15000)]);
    expect(rowHeader()).toBe('1 passenger × USD\u00a0150.00');
  });

  it.each([
    ['pt-BR' as const, '1 carro × ', '2 carros × '],
    ['es-ES' as const, '1 coche × ', '2 coches × '],
  ])('says car in %s too', async (language, one, two) => {
    await setLanguage(language);
    const { unmount } = renderRows('transport', [base(1, 9000)], 'EUR');
    expect(rowHeader()).toMatch(new RegExp(`^${one}\\D*90,00`, 'u'));
    unmount();
    renderRows('transport', [base(2, 9000)], 'EUR');
    expect(rowHeader()).toMatch(new RegExp(`^${two}\\D*90,00`, 'u'));
  });
});
