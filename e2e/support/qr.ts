import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  GlobalHistogramBinarizer,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';

/** Rendering scales and binarizers tried in turn, as a phone camera tries distances and exposures (ZXing misses some codes at one scale and reads them at another). */
const SCALES = [3, 2.5, 2, 4, 1.5, 1, 5, 6];
const BINARIZERS = [HybridBinarizer, GlobalHistogramBinarizer];

/**
 * The text of the QR code a PDF letter carries, as a phone would read it off the page: each page (last first)
 * rendered to pixels (MuPDF) and searched for a QR code (ZXing). Null when no page has one.
 */
export async function qrOfPdf(bytes: Buffer, mime = 'application/pdf'): Promise<string | null> {
  const mupdf = await import('mupdf');
  const doc = mupdf.Document.openDocument(bytes, mime);
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE]],
      [DecodeHintType.TRY_HARDER, true],
    ]),
  );
  try {
    for (let i = doc.countPages() - 1; i >= 0; i--) {
      for (const scale of SCALES) {
        const pix = doc
          .loadPage(i)
          .toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false);
        const [w, h, rgb] = [pix.getWidth(), pix.getHeight(), pix.getPixels()];
        const luminance = new Uint8ClampedArray(w * h);
        for (let p = 0; p < w * h; p++) {
          luminance[p] =
            ((rgb[p * 3] ?? 0) * 299 + (rgb[p * 3 + 1] ?? 0) * 587 + (rgb[p * 3 + 2] ?? 0) * 114) / 1000;
        }
        for (const Binarizer of BINARIZERS) {
          try {
            const bitmap = new BinaryBitmap(new Binarizer(new RGBLuminanceSource(luminance, w, h)));
            return reader.decode(bitmap).getText();
          } catch {
            // Not found this way: the next binarizer, scale or page.
          }
        }
      }
    }
    return null;
  } finally {
    doc.destroy();
  }
}

/** The text of the QR code in an image shown on screen (a PNG), read the same way as a letter's. */
export const qrOfImage = (png: Buffer) => qrOfPdf(png, 'image/png');

/** The text of a PDF, every page in order, as MuPDF extracts it (a letter's number, its names). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const mupdf = await import('mupdf');
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  const pages: string[] = [];
  for (let i = 0; i < doc.countPages(); i++)
    pages.push(doc.loadPage(i).toStructuredText('preserve-whitespace').asText());
  return pages.join('\n');
}
