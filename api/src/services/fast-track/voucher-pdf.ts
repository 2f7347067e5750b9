/**
 * The Fast Track voucher: one A4 PDF the passenger shows at the lane, with a QR code of the order
 * number and its verification code. pdf-lib writes it (pure JS); the QR code (`voucher-qr.ts`) is
 * drawn as one vector path, so the code stays sharp at any zoom and in any print.
 *
 * Names are printed as entered: the standard 14 PDF fonts only know WinAnsi ('Ł', 'Ő', 'Ș' are
 * not in it), so DejaVu Sans (Bitstream Vera licence: free to embed and redistribute) is embedded,
 * subset to the characters used. It covers every letter a passport name may hold
 * (`shared/src/validation/name.ts`) but four Middle Welsh ones, which are folded to their base.
 */
import { readFile } from 'node:fs/promises';
// A namespace import: the bundle's banner already declares `createRequire`.
import * as nodeModule from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { type Color, PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { memo } from '../../lib/memo';
import { QR_QUIET_ZONE, voucherQr } from './voucher-qr';

export interface VoucherPassenger {
  readonly firstName: string;
  readonly lastName: string;
}

/** What the voucher prints; dates and texts come formatted by the caller, in the reader's language. */
export interface FastTrackVoucher {
  readonly orderNo: string;
  readonly verificationCode: string;
  readonly passengers: readonly VoucherPassenger[];
  readonly laneName: string;
  readonly terminal: string;
  readonly airportName: string;
  readonly airportCode: string;
  /** Where to find the lane (provider text). */
  readonly location: string;
  /** The local date and slot window with the zone (`formatLocalTimeRange`), e.g. 'Tue, Dec 15, 2026, 9:00 – 9:30 AM GMT'. */
  readonly slotText: string;
  readonly validityText: string;
  readonly cancellationText: string;
  /** What the QR code holds: `voucherQrPayload(orderNo, verificationCode)`. */
  readonly qrPayload: string;
}

/** The voucher's own words; English unless the caller passes a translation. */
export interface VoucherLabels {
  readonly title: string;
  readonly orderNo: string;
  readonly verificationCode: string;
  readonly lane: string;
  readonly terminal: string;
  readonly slot: string;
  readonly location: string;
  readonly passengers: string;
  readonly validity: string;
  readonly cancellation: string;
  readonly footer: string;
}

export const VOUCHER_LABELS_EN: VoucherLabels = {
  title: 'Fast Track voucher',
  orderNo: 'Order number',
  verificationCode: 'Verification code',
  lane: 'Lane',
  terminal: 'Terminal',
  slot: 'Date and time',
  location: 'Where to find it',
  passengers: 'Passengers',
  validity: 'Validity',
  cancellation: 'Cancellation',
  footer: 'Show this voucher, printed or on your phone, with your boarding pass at the Fast Track entrance.',
};

// Order numbers and verification codes are letters, digits and hyphens; refusing anything else keeps
// the `|` separator unambiguous for the scanner.
const QR_PART = /^[A-Za-z0-9-]{1,32}$/;

/** `FT-7K3D9Q|V:4821-AB`: what the lane staff's scanner reads. */
export const voucherQrPayload = (orderNo: string, verificationCode: string): string => {
  if (!QR_PART.test(orderNo) || !QR_PART.test(verificationCode)) {
    throw new RangeError('An order number and verification code are letters, digits and hyphens.');
  }
  return `${orderNo}|V:${verificationCode}`;
};

/** The order number and verification code of a scanned voucher, or null for anything else. */
export const parseVoucherQrPayload = (
  payload: string,
): { orderNo: string; verificationCode: string } | null => {
  const match = /^([A-Za-z0-9-]{1,32})\|V:([A-Za-z0-9-]{1,32})$/.exec(payload);
  return match?.[1] && match[2] ? { orderNo: match[1], verificationCode: match[2] } : null;
};

// ---------------------------------------------------------------------------------------------
// Fonts

const fontPath = (file: string): string =>
  nodeModule.createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);

/** The font files are read once; pdf-lib parses and subsets them per document. */
const fontFiles = memo(async () => {
  const [regular, bold] = await Promise.all([
    readFile(fontPath('DejaVuSans.ttf')),
    readFile(fontPath('DejaVuSans-Bold.ttf')),
  ]);
  // Both faces cover the same characters; one parse answers "has it a glyph?" for both.
  const coverage = fontkit.create(regular);
  return { regular, bold, hasGlyph: (codePoint: number) => coverage.hasGlyphForCodePoint(codePoint) };
});

// Letters with no glyph in DejaVu and no Unicode decomposition to fall back on.
const FOLDED: Record<string, string> = { Ỽ: 'V', ỽ: 'v', Ỿ: 'Y', ỿ: 'y' };

/**
 * `text` with only characters the font can draw: a missing accented letter loses its accents, a
 * missing space becomes a space, anything else becomes '?'. Never throws, so a stray character in
 * provider text cannot stop a voucher.
 */
const printable = (text: string, hasGlyph: (codePoint: number) => boolean): string =>
  Array.from(text.normalize('NFC'), (char) => {
    const covered = (s: string) => Array.from(s).every((c) => hasGlyph(c.codePointAt(0) ?? 0));
    if (/\s/u.test(char)) return ' ';
    if (covered(char)) return char;
    const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
    if (base && covered(base)) return base;
    return FOLDED[char] ?? '?';
  })
    .join('')
    .trim();

// ---------------------------------------------------------------------------------------------
// Layout

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const HEADER_HEIGHT = 96;
const QR_SIZE = 168;
const COLUMN_GAP = 24;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const BRAND = rgb(0.05, 0.2, 0.4);
const WHITE = rgb(1, 1, 1);

/** Lines of at most `width`; a word longer than a line is cut where it has to be. */
const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (line && !fits(line + char)) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  clean: (text: string) => string;
}

/** Writes downwards from `y`, starting a new page (headed with the order number) when one is full. */
const createWriter = (doc: PDFDocument, fonts: Fonts, continued: string) => {
  let page = doc.addPage(A4);
  let y = A4[1];

  const ensure = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
    page.drawText(fonts.clean(continued), {
      x: MARGIN,
      y: y - 10,
      size: 10,
      font: fonts.regular,
      color: MUTED,
    });
    y -= 28;
  };

  const text = (
    value: string,
    options: { size: number; bold?: boolean; color?: Color; x?: number; width?: number },
  ) => {
    const font = options.bold ? fonts.bold : fonts.regular;
    const x = options.x ?? MARGIN;
    const lineHeight = options.size * 1.3;
    for (const line of wrap(fonts.clean(value), font, options.size, options.width ?? A4[0] - MARGIN - x)) {
      ensure(lineHeight);
      y -= lineHeight;
      page.drawText(line, {
        x,
        y: y + options.size * 0.25,
        size: options.size,
        font,
        color: options.color ?? INK,
      });
    }
  };

  return {
    page: () => page,
    y: () => y,
    moveTo: (next: number) => {
      y = next;
    },
    gap: (height: number) => {
      y -= height;
    },
    text,
    /** A small grey label over its value. */
    field: (
      label: string,
      value: string,
      options: { size?: number; bold?: boolean; x?: number; width?: number } = {},
    ) => {
      ensure(9 * 1.3 + (options.size ?? 11) * 1.3);
      text(label.toUpperCase(), { size: 8, color: MUTED, x: options.x, width: options.width });
      text(value, { size: options.size ?? 11, bold: options.bold, x: options.x, width: options.width });
      y -= 10;
    },
    rule: () => {
      ensure(16);
      y -= 8;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: MUTED });
      y -= 8;
    },
  };
};

/** The QR code as one filled vector path, with the quiet zone kept white around it. */
const drawQr = (page: PDFPage, payload: string, x: number, top: number, size: number) => {
  const qr = voucherQr(payload);
  const moduleSize = size / (qr.size + 2 * QR_QUIET_ZONE);
  page.drawSvgPath(qr.path, {
    x: x + QR_QUIET_ZONE * moduleSize,
    y: top - QR_QUIET_ZONE * moduleSize,
    scale: moduleSize,
    color: rgb(0, 0, 0),
    borderWidth: 0,
  });
};

/** The voucher as PDF bytes (A4, one page unless there are many passengers or long texts). */
export const renderVoucherPdf = async (
  voucher: FastTrackVoucher,
  labels: VoucherLabels = VOUCHER_LABELS_EN,
): Promise<Buffer> => {
  const files = await fontFiles.get();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts: Fonts = {
    regular: await doc.embedFont(files.regular, { subset: true }),
    bold: await doc.embedFont(files.bold, { subset: true }),
    clean: (text) => printable(text, files.hasGlyph),
  };
  doc.setTitle(fonts.clean(`${labels.title} ${voucher.orderNo}`));
  doc.setSubject(fonts.clean(`${voucher.laneName}, ${voucher.airportName} (${voucher.airportCode})`));

  const write = createWriter(doc, fonts, `${labels.title} · ${voucher.orderNo}`);
  const page = write.page();
  const [pageWidth, pageHeight] = A4;

  page.drawRectangle({
    x: 0,
    y: pageHeight - HEADER_HEIGHT,
    width: pageWidth,
    height: HEADER_HEIGHT,
    color: BRAND,
  });
  write.moveTo(pageHeight - 30);
  write.text(labels.title, { size: 22, bold: true, color: WHITE });
  write.text(`${voucher.airportName} (${voucher.airportCode})`, { size: 12, color: WHITE });

  // Right column: the QR code with the verification code under it, for reading out when a scanner fails.
  const bodyTop = pageHeight - HEADER_HEIGHT - 24;
  const qrX = pageWidth - MARGIN - QR_SIZE;
  drawQr(page, voucher.qrPayload, qrX, bodyTop, QR_SIZE);
  write.moveTo(bodyTop - QR_SIZE);
  write.field(labels.verificationCode, voucher.verificationCode, {
    size: 14,
    bold: true,
    x: qrX,
    width: QR_SIZE,
  });
  const qrBottom = write.y();

  // Left column: what and when.
  const column = { x: MARGIN, width: qrX - COLUMN_GAP - MARGIN };
  write.moveTo(bodyTop);
  write.field(labels.orderNo, voucher.orderNo, { ...column, size: 18, bold: true });
  write.field(labels.lane, voucher.laneName, { ...column, size: 13, bold: true });
  write.field(labels.terminal, voucher.terminal, column);
  write.field(labels.slot, voucher.slotText, column);
  write.field(labels.location, voucher.location, column);

  // Full width below both columns.
  write.moveTo(Math.min(write.y(), qrBottom));
  write.rule();
  write.text(labels.passengers.toUpperCase(), { size: 8, color: MUTED });
  voucher.passengers.forEach((p, i) => {
    write.text(`${i + 1}. ${p.firstName} ${p.lastName}`, { size: 12 });
  });
  write.gap(10);
  write.rule();
  write.field(labels.validity, voucher.validityText);
  write.field(labels.cancellation, voucher.cancellationText, { size: 10 });
  write.rule();
  write.text(labels.footer, { size: 10, color: MUTED });

  const bytes = await doc.save();
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};
