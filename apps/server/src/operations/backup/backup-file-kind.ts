import fs from 'node:fs';
import zlib from 'node:zlib';
import { BackupError } from './backup-error';

/**
 * The two kinds of backup file: `pglite`, a tar archive (gzip-compressed) of the embedded
 * database's data directory (as `backup-pglite.ts` writes it, or PGlite's `dumpDataDir`);
 * `postgres`, a pg_dump archive in its custom format (`pg_dump -Fc`).
 */
export type BackupKind = 'pglite' | 'postgres';

export const KIND_NAMES: Record<BackupKind, string> = {
  pglite: 'a backup of the embedded database',
  postgres: 'a PostgreSQL backup (pg_dump custom format)',
};

/** Enough of a gzip stream to hold the tar archive's first header, however it was compressed. */
const HEAD_BYTES = 64 * 1024;
const TAR_HEADER_BYTES = 512;

function readHead(file: string): Buffer {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`There is no file ${file}.`);
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}.`);
  }
  try {
    if (fs.fstatSync(fd).isDirectory()) {
      throw new BackupError(`${file} is a folder; give the backup file itself.`);
    }
    const head = Buffer.alloc(HEAD_BYTES);
    return head.subarray(0, fs.readSync(fd, head, 0, HEAD_BYTES, 0));
  } finally {
    fs.closeSync(fd);
  }
}

/** The start of the archive a gzip stream holds; empty when it is not gzip at all. */
function gunzipStart(head: Buffer): Buffer {
  try {
    // Only the start of the file was read: decompress what there is, without its end.
    return zlib.gunzipSync(head, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  } catch {
    return Buffer.alloc(0);
  }
}

function isTar(bytes: Buffer): boolean {
  return (
    bytes.length >= TAR_HEADER_BYTES && bytes.subarray(257, 262).toString('latin1') === 'ustar'
  );
}

/** Which kind of backup `file` is, by its first bytes; refuses anything else with a sentence. */
export function backupKindOf(file: string): BackupKind {
  const head = readHead(file);
  if (head.length === 0) throw new BackupError(`${file} is empty: it is not a backup.`);
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  const archive = head[0] === 0x1f && head[1] === 0x8b ? gunzipStart(head) : head;
  if (isTar(archive)) {
    const firstName = archive.subarray(0, 100).toString('latin1').replace(/\0.*$/s, '');
    if (firstName === 'toc.dat') {
      throw new BackupError(
        `${file} is a pg_dump archive in its tar format; restore reads pg_dump's custom format (pg_dump -Fc), the one npm run backup writes.`,
      );
    }
    return 'pglite';
  }
  if (head.subarray(0, 2).toString('latin1') === '--') {
    throw new BackupError(
      `${file} looks like a plain SQL dump; restore reads the files npm run backup writes (for PostgreSQL, pg_dump's custom format, pg_dump -Fc).`,
    );
  }
  throw new BackupError(
    `${file} is not a backup made by npm run backup: it is neither a tar archive of the embedded database nor a pg_dump custom-format archive.`,
  );
}
