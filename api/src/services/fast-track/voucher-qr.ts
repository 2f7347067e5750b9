import { create as createQr } from 'qrcode';

/**
 * The voucher's QR code as one vector path in module units: each row's runs of dark modules become
 * rectangles. The PDF draws it, and the booking detail sends it so the page shows the same code,
 * large enough to scan at the lane, also offline (issue 24). The four-module quiet zone the standard
 * asks for is the caller's margin.
 */
export interface VoucherQr {
  /** Modules per side. */
  readonly size: number;
  /** SVG path data (`M…h…v…z`), one unit per module. */
  readonly path: string;
}

/** Modules of white around the code that a scanner needs. */
export const QR_QUIET_ZONE = 4;

export const voucherQr = (payload: string): VoucherQr => {
  // Level Q survives a quarter of the symbol being creased or smudged; the payload stays version 2.
  const { modules } = createQr(payload, { errorCorrectionLevel: 'Q' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; ) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      path += `M${start} ${row}h${col - start}v1h${start - col}z`;
    }
  }
  return { size: modules.size, path };
};
