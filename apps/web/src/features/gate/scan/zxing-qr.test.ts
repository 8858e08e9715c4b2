import { generate } from 'lean-qr';
import { describe, expect, it } from 'vitest';
import { createZxingReader } from './zxing-qr';

/** A code drawn as a camera would see it held up: grey levels, scaled, with a white border. */
function frameOf(text: string, scale = 6, border = 40) {
  const code = generate(text);
  const size = code.size * scale + border * 2;
  const grey = new Uint8ClampedArray(size * size).fill(235);
  for (let y = 0; y < code.size * scale; y += 1) {
    for (let x = 0; x < code.size * scale; x += 1) {
      if (code.get(Math.floor(x / scale), Math.floor(y / scale))) {
        grey[(y + border) * size + x + border] = 20;
      }
    }
  }
  return { grey, size };
}

describe('the QR reader used where the browser has no BarcodeDetector', () => {
  it('reads a pass code drawn by the generator the pass page uses', () => {
    const text = 'P1.0d4e8c1a-6b0f-4c39-9d7e-2f5a1b3c4d5e.59200000.AbCdEfGhIjKlMnOpQrStUv';
    const { grey, size } = frameOf(text);
    expect(createZxingReader()(grey, size, size)).toBe(text);
  });

  it('reads nothing from a frame without a code', () => {
    const grey = new Uint8ClampedArray(200 * 200).fill(128);
    expect(createZxingReader()(grey, 200, 200)).toBeNull();
  });
});
