import fs from 'node:fs';
import * as tar from 'tar';
import { writeThenRename } from './write-then-rename';

/**
 * Writes a backup of the embedded database a server has open, from inside that server
 * (docs/decisions/061): its thread copies the data directory's files to a folder beside `file`
 * while no statement runs, the database is let go, and only then is the copy packed, as
 * `npm run backup` packs a closed directory, so `npm run restore` reads either. Requests wait for
 * the copy alone, never for the compression.
 */
export async function backupRunningPglite(
  copyFiles: (to: string) => Promise<number>,
  file: string,
): Promise<{ bytes: number; heldSeconds: number }> {
  const copy = `${file}.copying`;
  try {
    const heldSeconds = await copyFiles(copy);
    await writeThenRename(file, (partial) =>
      tar.create({ gzip: true, cwd: copy, file: partial, portable: true }, ['.']),
    );
    return { bytes: fs.statSync(file).size, heldSeconds };
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}
