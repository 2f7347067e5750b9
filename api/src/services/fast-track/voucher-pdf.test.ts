import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/helpers/read-pdf';
import {
  type FastTrackVoucher,
  parseVoucherQrPayload,
  renderVoucherPdf,
  VOUCHER_LABELS_EN,
  voucherQrPayload,
} from './voucher-pdf';

const voucher = (overrides: Partial<FastTrackVoucher> = {}): FastTrackVoucher => ({
  orderNo: 'FT-7K3D9Q',
  verificationCode: 'ACDE-FG34',
  passengers: [
    { firstName: 'Zoë', lastName: 'Ñúñez' },
    { firstName: 'Łukasz', lastName: 'Żółć' },
  ],
  laneName: 'Fast Track Security',
  terminal: 'Terminal 5',
  airportName: 'London Heathrow Airport',
  airportCode: 'LHR',
  location:
    'Departures level, north security by check-in zone H: take the Fast Track lane left of the queue.',
  slotText: 'Tue 15 Dec 2026, 09:00–09:30 GMT',
  validityText: 'Valid for this slot only, from 09:00 to 09:30 GMT.',
  cancellationText:
    'Cancel online with a full refund until Mon 14 Dec 2026, 09:00 GMT. After that, cancel through support.',
  qrPayload: voucherQrPayload('FT-7K3D9Q', 'ACDE-FG34'),
  ...overrides,
});

const read = readPdf;

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('the voucher QR payload', () => {
  it('joins the order number and verification code so a scanner can split them again', () => {
    expect(voucherQrPayload('FT-7K3D9Q', '4821-AB')).toBe('FT-7K3D9Q|V:4821-AB');
    expect(parseVoucherQrPayload('FT-7K3D9Q|V:4821-AB')).toEqual({
      orderNo: 'FT-7K3D9Q',
      verificationCode: '4821-AB',
    });
    expect(parseVoucherQrPayload('FT-7K3D9Q')).toBeNull();
    expect(parseVoucherQrPayload('FT-7K3D9Q|V:4821|AB')).toBeNull();
  });

  it('refuses parts that would make it ambiguous or empty', () => {
    expect(() => voucherQrPayload('FT-7K3D9Q|X', '4821-AB')).toThrow(RangeError);
    expect(() => voucherQrPayload('FT-7K3D9Q', '')).toThrow(RangeError);
    expect(() => voucherQrPayload('FT-7K3D9Q', '4821 AB')).toThrow(RangeError);
  });
});

describe('the voucher PDF', () => {
  it('is a PDF whose QR code, as rendered, reads back as the payload', async () => {
    const pdf = await renderVoucherPdf(voucher());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { qr, pageCount } = await read(pdf);
    expect(pageCount).toBe(1);
    expect(qr).toBe('FT-7K3D9Q|V:ACDE-FG34');
  });

  it('carries a different payload for a different order (the QR is not a fixed picture)', async () => {
    const qrPayload = voucherQrPayload('FT-Q9D3K7', 'XYWV-9764');
    const { qr } = await read(await renderVoucherPdf(voucher({ orderNo: 'FT-Q9D3K7', qrPayload })));
    expect(qr).toBe(qrPayload);
  });

  it('prints the order, lane, slot, place and passengers as text, accents included', async () => {
    const { text } = await read(await renderVoucherPdf(voucher()));
    const flat = oneLine(text);
    for (const expected of [
      'FT-7K3D9Q',
      'ACDE-FG34',
      'Fast Track Security',
      'Terminal 5',
      'London Heathrow Airport (LHR)',
      'Tue 15 Dec 2026, 09:00–09:30 GMT',
      '1. Zoë Ñúñez',
      '2. Łukasz Żółć',
      // Wrapped across lines in its column, yet every word is there in order.
      'Departures level, north security by check-in zone H: take the Fast Track lane left of the queue.',
      'After that, cancel through support.',
      VOUCHER_LABELS_EN.footer,
    ]) {
      expect(flat).toContain(expected);
    }
  });

  it('prints every letter a passport name may hold, on as many pages as the names need', async () => {
    // The ranges of `shared/src/validation/name.ts`.
    const letters = [
      ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
      ...[
        [0xc0, 0xd6],
        [0xd8, 0xf6],
        [0xf8, 0x24f],
        [0x1e00, 0x1eff],
      ].flatMap(([from = 0, to = 0]) =>
        Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
      ),
    ];
    const names = Array.from({ length: Math.ceil(letters.length / 30) }, (_, i) => ({
      firstName: letters.slice(i * 30, i * 30 + 15).join(''),
      lastName: letters.slice(i * 30 + 15, i * 30 + 30).join(''),
    }));
    const { text, pageCount } = await read(await renderVoucherPdf(voucher({ passengers: names })));
    expect(pageCount).toBeGreaterThan(1);
    // Four Middle Welsh letters have no glyph in the font and print as their base letter.
    const folded = new Set(['Ỽ', 'ỽ', 'Ỿ', 'ỿ']);
    const missing = letters.filter((letter) => !folded.has(letter) && !text.includes(letter));
    expect(missing).toEqual([]);
    expect(text).not.toContain('?');
    expect(text).toContain('Fast Track voucher · FT-7K3D9Q');
  });

  it('replaces characters the font cannot draw instead of failing', async () => {
    const { text } = await read(
      await renderVoucherPdf(
        voucher({ location: 'Gate 成田 area,\tlevel 2.', passengers: [{ firstName: 'Ỿ', lastName: 'Ö' }] }),
      ),
    );
    expect(oneLine(text)).toContain('Gate ?? area, level 2.');
    expect(oneLine(text)).toContain('1. Y Ö');
  });

  it('uses the labels it is given', async () => {
    const labels = { ...VOUCHER_LABELS_EN, title: 'Comprovante Fast Track', passengers: 'Passageiros' };
    const { text } = await read(await renderVoucherPdf(voucher(), labels));
    expect(text).toContain('Comprovante Fast Track');
    expect(text).toContain('PASSAGEIROS');
    expect(text).not.toContain('Fast Track voucher');
  });
});
