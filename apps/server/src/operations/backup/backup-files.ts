import fs from 'node:fs';
import path from 'node:path';

/**
 * A scheduled backup's name: when it was begun, in UTC, so names sort by time whatever the time
 * zone, and the extension of its kind. Only a file named so is ever deleted by retention.
 */
const OWN_NAME = /^hms-backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z\.(tar\.gz|dump)$/;

export function backupFileName(at: Date, kind: 'pglite' | 'postgres'): string {
  const stamp = at.toISOString().slice(0, 19).replaceAll(':', '');
  return `hms-backup-${stamp}Z.${kind === 'pglite' ? 'tar.gz' : 'dump'}`;
}

/** The scheduled backups in `dir`, oldest first: other files, and unfinished ones, are not. */
export function ownBackups(dir: string): { name: string; at: Date }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .flatMap(({ name }) => {
      const m = OWN_NAME.exec(name);
      if (!m) return [];
      const at = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
      return Number.isNaN(at.getTime()) ? [] : [{ name, at }];
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Deletes the oldest scheduled backups beyond the newest `keep`; answers the names deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const own = ownBackups(dir);
  const beyond = own.slice(0, Math.max(0, own.length - keep)).map(({ name }) => name);
  for (const name of beyond) fs.rmSync(path.join(dir, name), { force: true });
  return beyond;
}

/**
 * Deletes what a scheduled backup killed half-way left (its `.partial` file, its `.copying`
 * folder): a run that ends, even by failing, deletes its own, but a stopped process cannot.
 */
export function clearUnfinished(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    const unfinished = /^(.*)\.(partial|copying)$/.exec(name);
    if (unfinished?.[1] && OWN_NAME.test(unfinished[1])) {
      fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    }
  }
}
