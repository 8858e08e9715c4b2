import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startMailbox } from './mailbox-server';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the tests read the e-mail the server sent (support/mailbox.ts). */
    mailboxUrl: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy:\n${log()}`);
}

/** Runs the real server on the built web app, on a fresh database of its own. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build the web app first: npm run build (npm test does this).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hms-e2e-'));
  const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (testDatabaseUrl) {
    dbName = `hms_e2e_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const target = new URL(testDatabaseUrl);
    target.pathname = `/${dbName}`;
    databaseUrl = target.toString();
  }

  // The server sends its e-mail to an SMTP server of the tests' own, which they read over HTTP.
  const mailbox = await startMailbox();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      // Every test signs up an administrator of its own.
      ADMIN_SIGNUP: 'open',
      // The tests' sign-ups through the API come from clients of their own, named as a proxy
      // would (support/accounts.ts), so the whole run stays within the limit per client.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      SMTP_URL: mailbox.smtpUrl,
      APP_URL: baseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  await waitForHealth(baseUrl, server, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('mailboxUrl', mailbox.url);

  return async () => {
    // Errors the server logged explain a failed browser test better than a timeout does.
    const errors = output.split('\n').filter((line) => /"level":(50|60)/.test(line));
    if (errors.length > 0) console.error(`The server logged errors:\n${errors.join('\n')}`);
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (testDatabaseUrl && dbName) {
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  };
}
