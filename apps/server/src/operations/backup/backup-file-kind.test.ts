import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { backupKindOf } from './backup-file-kind';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hms-backup-kind-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function file(name: string, bytes: Buffer | string) {
  const at = path.join(dir, name);
  fs.writeFileSync(at, bytes);
  return at;
}

/** A tar archive's first header naming `name`, as tar writes it. */
function tarHeader(name: string) {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'latin1');
  header.write('ustar\x0000', 257, 'latin1');
  return header;
}

describe('the kind of a backup file', () => {
  it('knows a data directory archive, compressed or not, and a pg_dump custom-format archive', () => {
    // The tests' migrated template: PGlite's own dumpDataDir of a data directory.
    const dataDir = fs.readFileSync(inject('pgliteTemplate'));
    expect(backupKindOf(file('campus.tar.gz', zlib.gzipSync(dataDir)))).toBe('pglite');
    expect(backupKindOf(file('campus.tar', dataDir))).toBe('pglite');
    const custom = Buffer.concat([Buffer.from('PGDMP\x01\x0e\x00'), Buffer.alloc(100)]);
    expect(backupKindOf(file('campus.dump', custom))).toBe('postgres');
  });

  it('refuses everything else with a sentence saying what the file is', () => {
    expect(() => backupKindOf(path.join(dir, 'absent'))).toThrow(
      `There is no file ${path.join(dir, 'absent')}.`,
    );
    expect(() => backupKindOf(dir)).toThrow(`${dir} is a folder; give the backup file itself.`);
    expect(() => backupKindOf(file('empty', ''))).toThrow('is empty: it is not a backup.');
    expect(() => backupKindOf(file('plain.sql', '--\n-- PostgreSQL database dump\n'))).toThrow(
      'looks like a plain SQL dump',
    );
    const pgDumpTar = Buffer.concat([tarHeader('toc.dat'), Buffer.alloc(1024)]);
    expect(() => backupKindOf(file('tar.dump', zlib.gzipSync(pgDumpTar)))).toThrow(
      "is a pg_dump archive in its tar format; restore reads pg_dump's custom format",
    );
    expect(() => backupKindOf(file('notes.gz', zlib.gzipSync('not an archive')))).toThrow(
      'is not a backup made by npm run backup',
    );
  });
});
