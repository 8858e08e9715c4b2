import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hms-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('refuses a second holder while a live process holds it, with a clear message', async () => {
    const dir = tempDir();
    // A live process other than this one holds the lock.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'server.pid'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(
        `The data directory ${dir} is in use by another server (pid ${holder.pid}).`,
      );
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that has died, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.pid'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });
});
