/** What reads a QR code from one camera frame: its text, or null when none is seen. */
export type QrReader = (frame: HTMLCanvasElement) => Promise<string | null>;

/** The Shape Detection API's BarcodeDetector, where the browser has one (not in TS's DOM yet). */
type BarcodeDetectorLike = {
  detect: (image: CanvasImageSource) => Promise<{ rawValue: string }[]>;
};
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats: () => Promise<string[]>;
};

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (window as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/** Grey levels of a frame, as ZXing reads them: (red + 2 × green + blue) / 4 per pixel. */
function luminances(frame: HTMLCanvasElement): Uint8ClampedArray | null {
  const context = frame.getContext('2d', { willReadFrequently: true });
  if (!context || frame.width === 0 || frame.height === 0) return null;
  const { data } = context.getImageData(0, 0, frame.width, frame.height);
  const grey = new Uint8ClampedArray(frame.width * frame.height);
  for (let i = 0, p = 0; i < grey.length; i += 1, p += 4) {
    grey[i] = (data[p]! + 2 * data[p + 1]! + data[p + 2]!) >> 2;
  }
  return grey;
}

/**
 * The browser's own BarcodeDetector where it reads QR codes (Chrome on Android, for one), else
 * ZXing's QR reader (zxing-qr.ts), fetched only then: no page's bundle carries it
 * (docs/decisions/063).
 */
export async function createQrReader(): Promise<QrReader> {
  const detector = await nativeDetector();
  if (detector) {
    return async (frame) => {
      const [found] = await detector.detect(frame);
      return found?.rawValue || null;
    };
  }
  const { createZxingReader } = await import('./zxing-qr');
  const read = createZxingReader();
  return async (frame) => {
    const grey = luminances(frame);
    return grey ? read(grey, frame.width, frame.height) : null;
  };
}
