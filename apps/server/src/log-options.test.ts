import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { loggedUrl } from './log-options';
import { testConfig } from './test/test-app';
import { createTestDatabase } from './test/test-database';

const SECRET = 'pB2m0xQ4Yc9yWcXjzP5J6bG1nK8rT3uV7aD0eF2hL4s';

let app: App;
let webDist: string;
const lines: string[] = [];

beforeAll(async () => {
  // The built web app, as production serves it: /reset-password is its page.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hms-log-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>HMS</title>');
  app = await buildApp({
    // The default level, at which every request's address is logged.
    config: testConfig({ logLevel: 'info', webDist }),
    database: await createTestDatabase(),
    logStream: { write: (line) => lines.push(line) },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the request log', () => {
  it("keeps a reset link's token out, whatever form the link has", async () => {
    const page = await app.inject({ method: 'GET', url: `/reset-password?token=${SECRET}` });
    expect(page.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: `/reset-password?from=mail&TOKEN=${SECRET}&x=1` });
    await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: SECRET, newPassword: 'a-fresh-start-9' },
    });

    const log = lines.join('');
    expect(log).toContain('"url":"/reset-password?token=[redacted]"');
    expect(log).toContain('"url":"/reset-password?from=mail&TOKEN=[redacted]&x=1"');
    expect(log).not.toContain(SECRET);
  });

  it("keeps a guardian's link to a leave out, on the page and on its calls", async () => {
    const link = `G1.5b0c7a52-1d0e-4c47-9a43-1f1a2b3c4d5e.4102444800.${SECRET.slice(0, 22)}`;
    await app.inject({ method: 'GET', url: `/guardian/leave/${link}` });
    await app.inject({ method: 'GET', url: `/api/guardian/leave/${link}` });
    await app.inject({
      method: 'POST',
      url: `/api/guardian/leave/${link}?x=1`,
      payload: { decision: 'Approved' },
    });
    const log = lines.join('');
    expect(log).toContain('"url":"/guardian/leave/[redacted]"');
    expect(log).toContain('"url":"/api/guardian/leave/[redacted]?x=1"');
    expect(log).not.toContain(SECRET.slice(0, 22));
  });

  it('leaves every other address as it came', () => {
    expect(loggedUrl('/api/students?page=2&search=tok')).toBe('/api/students?page=2&search=tok');
    expect(loggedUrl('/api/x?mytoken=1&token=2#f')).toBe('/api/x?mytoken=1&token=[redacted]#f');
  });
});
