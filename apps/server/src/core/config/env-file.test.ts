import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../harness/server-process';
import { environmentVariables } from './env';
import { serverFolder } from './server-folder';

const serverEntry = path.join(serverFolder, 'src/server.ts');
const tsx = createRequire(path.join(serverFolder, 'package.json')).resolve('tsx');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** The process's environment without any of the server's variables: only `.env` sets them. */
function bareEnvironment(extra: Record<string, string> = {}) {
  const env = { ...process.env };
  for (const name of environmentVariables) delete env[name];
  return { ...env, ...extra };
}

/** Starts the server in a working directory holding `.env`; answers its output and exit code. */
function startIn(dotEnv: string, extra: Record<string, string> = {}) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hms-dotenv-'));
  folders.push(folder);
  fs.writeFileSync(path.join(folder, '.env'), dotEnv);
  const child = spawn(process.execPath, ['--import', tsx, serverEntry], {
    cwd: folder,
    env: bareEnvironment(extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { folder, child, exited, output: () => output, errors: () => errors };
}

describe('a .env file in the working directory', () => {
  it('is read at start, and the environment wins over it', async () => {
    const port = await freePort();
    const started = startIn(
      [
        '# the settings of this installation',
        `PORT=${port}`,
        'HOST=127.0.0.1',
        'DATA_DIR=./data',
        'COLLEGE_NAME="St. Xavier\'s Hostels"',
        'STUDENT_SIGNUP=closed',
        'LOG_LEVEL=warn',
      ].join('\n'),
      { STUDENT_SIGNUP: 'open' },
    );
    try {
      let config: { data?: { collegeName?: string; studentSignupOpen?: boolean } } = {};
      await expect
        .poll(
          async () => {
            const response = await fetch(`http://127.0.0.1:${port}/api/config`).catch(() => null);
            if (response?.status === 200) config = (await response.json()) as typeof config;
            return response?.status ?? started.errors();
          },
          { timeout: 120_000, interval: 250 },
        )
        .toBe(200);
      expect(config.data?.collegeName).toBe("St. Xavier's Hostels");
      expect(config.data?.studentSignupOpen).toBe(true);
      // DATA_DIR, relative, is the working directory's.
      expect(fs.existsSync(path.join(started.folder, 'data/pgdata'))).toBe(true);
    } finally {
      started.child.kill('SIGTERM');
      await started.exited;
    }
  }, 150_000);

  it('with a bad value stops the start with one line naming the variable', async () => {
    const started = startIn('PORT=eighty\nDATA_DIR=./data\n');
    expect(await started.exited).toBe(1);
    expect(started.errors().trim()).toBe(
      'Invalid configuration: PORT accepts a whole number from 0 to 65535.',
    );
    expect(fs.existsSync(path.join(started.folder, 'data'))).toBe(false);
  }, 60_000);
});
