import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'server.pid';
/** Locks this process holds: a pid file naming this process is only stale if it is not here. */
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still running.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes on one data directory silently lose writes.
 * The pid file is created with O_EXCL, so only one server can hold it; a file left by a process
 * that has died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      const live =
        holder === process.pid ? heldHere.has(file) : Number.isInteger(holder) && isRunning(holder);
      if (live) {
        throw new Error(
          `The data directory ${dataDir} is in use by another server (pid ${holder}). ` +
            `Stop that server first, or start this one with another DATA_DIR. If no server is running, delete ${file}.`,
          { cause: error },
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}
