import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'lean-qr';

type QrVideoOptions = {
  width?: number;
  height?: number;
  frames?: number;
  /** Written over: Chromium opens the file when a page starts the camera, not at launch. */
  file?: string;
};

/**
 * A video file for Chromium's fake camera (`--use-file-for-fake-video-capture`) showing one QR
 * code, as a pass held up to a guard's phone: Y4M (YUV4MPEG2, 4:2:0), its luma plane white with
 * the code's dark modules in black, scaled and centred with a quiet zone, and its two chroma
 * planes neutral grey (128), so the picture has no colour. Chromium plays the file in a loop.
 * Returns the file's path; the caller removes its folder.
 */
export function qrVideoFile(
  text: string,
  { width = 640, height = 480, frames = 2, file }: QrVideoOptions = {},
): string {
  const code = generate(text);
  const quietZone = 4;
  const modules = code.size + quietZone * 2;
  const scale = Math.floor((Math.min(width, height) * 0.9) / modules);
  if (scale < 2) throw new Error(`A ${code.size}-module code does not fit in ${width}×${height}`);
  const left = Math.floor((width - code.size * scale) / 2);
  const top = Math.floor((height - code.size * scale) / 2);

  const luma = Buffer.alloc(width * height, 255);
  for (let y = 0; y < code.size * scale; y += 1) {
    for (let x = 0; x < code.size * scale; x += 1) {
      if (code.get(Math.floor(x / scale), Math.floor(y / scale))) {
        luma[(top + y) * width + left + x] = 0;
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);

  const target =
    file ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hms-qr-video-')), 'pass.y4m');
  fs.writeFileSync(target, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return target;
}
