import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../core/db/database';
import { testConfig } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

type Outcome = { rows?: unknown; error?: string };

/** A promise resolved from outside, so a test decides when a request's work goes on. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Sends a request and throws its socket away once the server has started on it. */
function abandon(
  port: number,
  path: string,
  started: Promise<void>,
  method: 'GET' | 'POST' = 'GET',
): Promise<void> {
  const request = http.request({
    host: '127.0.0.1',
    port,
    path,
    method,
    headers: { 'content-type': 'application/json' },
  });
  request.on('error', () => {});
  // A write's whole body arrives before the client leaves, as when a phone loses its signal.
  request.end(method === 'POST' ? '{}' : undefined);
  return started.then(() => {
    request.destroy();
  });
}

/**
 * The real app on a test database, with one probe route whose work waits for `release` and then
 * reads the database: in its handler, or in an onRequest hook, as the token check does.
 */
async function appWithProbe(where: 'handler' | 'hook') {
  const database: DatabaseHandle = await createTestDatabase();
  const app = await buildApp({ config: testConfig(), database });
  const started = gate();
  const release = gate();
  const outcome: Outcome = {};
  const work = async () => {
    started.open();
    await release.opened;
    try {
      outcome.rows = await database.db.execute(sql`select 1 as one`);
    } catch (error) {
      outcome.error = error instanceof Error ? error.message : String(error);
    }
  };
  if (where === 'handler') {
    app.get('/probe', async () => {
      await work();
      return { ok: true };
    });
    app.post('/probe', async () => {
      await work();
      return { ok: true };
    });
  } else {
    app.get('/probe', { onRequest: async () => work() }, async () => ({ ok: true }));
    app.post('/probe', { onRequest: async () => work() }, async () => ({ ok: true }));
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, started: started.opened, release: release.open, outcome };
}

let closing: Promise<unknown>[] = [];
afterEach(async () => {
  await Promise.allSettled(closing);
  closing = [];
});

describe('closing the server while a request is worked on', () => {
  it.each(['handler', 'hook'] as const)(
    'lets the %s of an abandoned request finish with the database before closing it',
    async (where) => {
      const probe = await appWithProbe(where);
      await abandon(probe.port, '/probe', probe.started);
      let closed = false;
      const close = probe.app.close().then(() => (closed = true));
      closing.push(close);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(closed).toBe(false);
      probe.release();
      await close;
      expect(probe.outcome.error).toBeUndefined();
      expect(probe.outcome.rows).toBeDefined();
    },
  );

  it('turns away a request that arrives meanwhile', async () => {
    const probe = await appWithProbe('handler');
    await abandon(probe.port, '/probe', probe.started);
    const close = probe.app.close();
    closing.push(close);
    const status = await new Promise<number | undefined>((resolve) => {
      const late = http.get({ host: '127.0.0.1', port: probe.port, path: '/api/health' }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      // A refused connection is as good as a 503: either way nothing reached the database.
      late.on('error', () => resolve(undefined));
    });
    expect([503, undefined]).toContain(status);
    probe.release();
    await close;
  });

  it('stops waiting after its grace when a request has not finished', async () => {
    const probe = await appWithProbe('handler');
    await abandon(probe.port, '/probe', probe.started);
    expect(await probe.app.requestsSettled(50)).toBe(false);
    probe.release();
    expect(await probe.app.requestsSettled(1_000)).toBe(true);
    await probe.app.close();
    expect(probe.outcome.error).toBeUndefined();
  });

  it.each(['GET', 'POST'] as const)(
    'counts an abandoned %s out once its work is done, so no refusal outlives the load',
    async (method) => {
      const probe = await appWithProbe('handler');
      await abandon(probe.port, '/probe', probe.started, method);
      expect(probe.app.requestsInFlight()).toBe(1);
      probe.release();
      expect(await probe.app.requestsSettled(1_000)).toBe(true);
      expect(probe.app.requestsInFlight()).toBe(0);
      await probe.app.close();
    },
  );

  it.each([
    ['its whole body', '{"subject":"Tap leaks"}', undefined],
    ['part of its body', '{"subject":', '100'],
  ])(
    'counts out a write that left while its token was checked, having sent %s',
    async (_, body, length) => {
      // Fastify reads a body only after the onRequest hooks; by then the connection is closed, so
      // the request is never read on, nor answered.
      const probe = await appWithProbe('hook');
      const request = http.request({
        host: '127.0.0.1',
        port: probe.port,
        path: '/probe',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': length ?? String(Buffer.byteLength(body)),
        },
      });
      request.on('error', () => {});
      request.write(body);
      await probe.started;
      request.destroy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      probe.release();
      expect(await probe.app.requestsSettled(1_000)).toBe(true);
      expect(probe.app.requestsInFlight()).toBe(0);
      await probe.app.close();
    },
  );

  it('has nothing to wait for once every request is answered', async () => {
    const probe = await appWithProbe('handler');
    probe.release();
    const response = await fetch(`http://127.0.0.1:${probe.port}/probe`);
    expect(response.status).toBe(200);
    expect(await probe.app.requestsSettled(0)).toBe(true);
    await probe.app.close();
  });
});
