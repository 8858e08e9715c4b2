import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../../core/db/database';
import {
  createScratchPostgresDatabase,
  killAllServers,
  startServer,
  type ServerProcess,
} from '../../../harness/server-process';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { testDatabaseUrl } from '../../test/test-database';

/*
 * The real server is killed with SIGKILL while its outbox holds messages and the mail server has
 * one of them in hand, unanswered; then started again on the same data. Every message must reach
 * the mail server exactly once: none lost with the process, none sent twice by the next one.
 */

const kind: DatabaseKind = testDatabaseUrl ? 'postgres' : 'pglite';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hms-mail-crash-'));
const MESSAGES = 6;
let sink: SmtpSink | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  await killAllServers();
  await sink?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase?.();
});

async function post(server: ServerProcess, url: string, body: object) {
  const response = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

/** Kills the server once the mail server holds one of its messages, unanswered. */
async function killWhileSending(server: ServerProcess, mail: SmtpSink) {
  await mail.waitForHeld(1, 30_000);
  server.kill();
  expect(await server.exited).toBeNull();
  // The dead server's connection is gone: the answer the mail server gives now reaches no one.
  await expect.poll(() => mail.connections(), { timeout: 10_000 }).toBe(0);
  mail.release();
}

describe(`the outbox across SIGKILLs (${kind})`, () => {
  it('sends each message exactly once', async () => {
    let databaseUrl = '';
    if (testDatabaseUrl) {
      const scratch = await createScratchPostgresDatabase(testDatabaseUrl, 'hms_mail_crash');
      databaseUrl = scratch.url;
      dropDatabase = scratch.drop;
    }
    const mail = await startSmtpSink({ hold: true });
    sink = mail;
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'mail-crash-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      SMTP_URL: mail.url,
      APP_URL: 'https://hostel.college.test',
      MAIL_RETRY_SECONDS: '1',
    };
    const outputs: string[] = [];

    let server = await startServer(env);
    const addresses: string[] = [];
    for (let n = 1; n <= MESSAGES; n += 1) {
      const email = `crash.student.${n}@college.test`;
      addresses.push(email);
      await post(server, '/api/student/register', {
        studentId: `2025MC${String(n).padStart(3, '0')}`,
        name: `Crash Student ${n}`,
        email,
        password: `crash-pass-${n}`,
        phone: String(9_100_000_000 + n),
        course: 'B.Sc',
        year: 1,
        gender: 'Female',
      });
    }
    // One reset link each: six messages in the outbox, the first of them in the mail server's hands.
    for (const email of addresses) await post(server, '/api/auth/password-reset', { email });
    await killWhileSending(server, mail);
    outputs.push(server.output());

    // Again, on the restarted server, while it sends whichever message comes first now.
    mail.hold();
    server = await startServer(env);
    await killWhileSending(server, mail);
    outputs.push(server.output());
    expect(mail.messages).toEqual([]);

    server = await startServer(env);
    // The embedded database tries a message it had claimed once the claim runs out (10 s).
    await mail.waitForMessages(MESSAGES, 45_000);
    // Time for a second copy to arrive, were one on its way.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const received = mail.messages.flatMap((m) => m.to).sort();
    expect(received).toEqual([...addresses].sort());
    const ids = new Set(mail.messages.map((m) => m.messageId));
    expect(ids.size).toBe(MESSAGES);
    expect(await server.stop()).toBe(0);
    outputs.push(server.output());

    const logged = outputs.join('\n').split('\n');
    expect(logged.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  }, 150_000);
});
