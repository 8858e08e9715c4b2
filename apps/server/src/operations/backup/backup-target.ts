import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../core/config/env';
import { BackupError } from './backup-error';
import { backupKindOf, KIND_NAMES, type BackupKind } from './backup-file-kind';
import { backupPglite, restorePglite } from './backup-pglite';
import { backupPostgres, restorePostgres } from './backup-postgres';

/** The database the server would use: PostgreSQL when DATABASE_URL is set, else DATA_DIR's. */
export type BackupTarget = Pick<Config, 'databaseUrl' | 'dataDir'>;

/** The database named for a person: never the URL, which may hold a password. */
export function describeTarget(target: BackupTarget): string {
  if (!target.databaseUrl) return `the embedded database in ${target.dataDir}`;
  const url = new URL(target.databaseUrl);
  return `PostgreSQL database ${url.pathname.slice(1) || '(default)'} on ${url.host}`;
}

export async function backupDatabase(target: BackupTarget, file: string) {
  if (fs.existsSync(file)) {
    throw new BackupError(`${file} already exists. Give the backup a new name, or move that file.`);
  }
  const folder = path.dirname(path.resolve(file));
  if (!fs.existsSync(folder)) throw new BackupError(`There is no folder ${folder} to write to.`);
  return target.databaseUrl
    ? backupPostgres(target.databaseUrl, file)
    : backupPglite(target.dataDir, file);
}

export async function restoreDatabase(target: BackupTarget, file: string) {
  const fileKind = backupKindOf(file);
  const targetKind: BackupKind = target.databaseUrl ? 'postgres' : 'pglite';
  if (fileKind !== targetKind) {
    const into =
      targetKind === 'postgres'
        ? 'DATABASE_URL is set, so the restore would go to PostgreSQL. Unset DATABASE_URL to restore it into the embedded database in DATA_DIR'
        : 'DATABASE_URL is not set, so the restore would go to the embedded database in DATA_DIR. Set DATABASE_URL to the PostgreSQL database to restore it into';
    throw new BackupError(`${file} is ${KIND_NAMES[fileKind]}, but ${into}. Nothing was changed.`);
  }
  return target.databaseUrl
    ? restorePostgres(target.databaseUrl, file)
    : restorePglite(target.dataDir, file);
}
