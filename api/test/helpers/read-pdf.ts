import { PDFiumLibrary } from '@hyzyla/pdfium';
import jsQR from 'jsqr';

/**
 * Reads a PDF the way a person and a phone camera would: every page's text, and the QR code found
 * on page 1 rasterised at 144 dpi. PDFium (Chrome's PDF engine) built to WebAssembly, no native canvas.
 */
export const readPdf = async (pdf: Buffer) => {
  const pdfium = await PDFiumLibrary.init();
  const document = await pdfium.loadDocument(new Uint8Array(pdf));
  try {
    // Text first: this PDFium wrapper fails to open a page's text after that page was rendered.
    const text = [...document.pages()].map((page) => page.getText()).join('\n');
    const image = await document.getPage(0).render({ scale: 2, render: 'bitmap' });
    const qr = jsQR(
      new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength),
      image.width,
      image.height,
    )?.data;
    return { text, pageCount: document.getPageCount(), image, qr };
  } finally {
    document.destroy();
    pdfium.destroy();
  }
};
