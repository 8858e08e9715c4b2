/**
 * ZXing's QR reader and no more of ZXing: its modules one by one, not the package's index of
 * every format, which is five times the size. Imported lazily by qr-reader.ts, as one chunk.
 */
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import ZxingException from '@zxing/library/esm/core/Exception';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';

/** Reads the QR code in a frame's grey levels, or null when there is none to read. */
export function createZxingReader(): (
  grey: Uint8ClampedArray,
  width: number,
  height: number,
) => string | null {
  const reader = new QRCodeReader();
  return (grey, width, height) => {
    try {
      const source = new RGBLuminanceSource(grey, width, height);
      return reader.decode(new BinaryBitmap(new HybridBinarizer(source))).getText() || null;
    } catch (error) {
      // ZXing throws its own exceptions when a frame holds no readable code: the usual case
      // between passes. Anything else is a fault, for the scanner to report.
      if (error instanceof ZxingException) return null;
      throw error;
    }
  };
}
