import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';

/**
 * The text of the QR code a PDF letter carries, as a phone would read it off the page: each page rendered to pixels
 * (MuPDF, 2× scale) and searched for a QR code (ZXing). Null when no page has one.
 */
export async function qrOfPdf(bytes: Buffer): Promise<string | null> {
  const mupdf = await import('mupdf');
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE]],
      [DecodeHintType.TRY_HARDER, true],
    ]),
  );
  try {
    for (let i = doc.countPages() - 1; i >= 0; i--) {
      const pix = doc.loadPage(i).toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, false);
      const [w, h, rgb] = [pix.getWidth(), pix.getHeight(), pix.getPixels()];
      const luminance = new Uint8ClampedArray(w * h);
      for (let p = 0; p < w * h; p++) {
        luminance[p] =
          ((rgb[p * 3] ?? 0) * 299 + (rgb[p * 3 + 1] ?? 0) * 587 + (rgb[p * 3 + 2] ?? 0) * 114) / 1000;
      }
      try {
        return reader
          .decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, w, h))))
          .getText();
      } catch {
        // No QR code on this page: the one before.
      }
    }
    return null;
  } finally {
    doc.destroy();
  }
}
