import net from 'node:net';
import { apiMessages } from '@hms/shared/messages';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { MIGRATION_LOCK_KEY, openPostgres } from '../../core/db/engine/postgres/open-postgres';
import {
  createScratchPostgresDatabase,
  killAllServers,
  startServer,
} from '../../../harness/server-process';
import { createTestApp, testConfig } from '../../test/test-app';
import { createTestDatabase, testDatabaseUrl } from '../../test/test-database';
import { PRODUCT_VERSION } from '../../core/release/product-version';
import { listenWhileStarting } from './starting-responder';

const scratchDrops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await killAllServers();
  for (const drop of scratchDrops) await drop();
});

describe('the readiness check', () => {
  it('answers ready while the database answers', async () => {
    const app = await createTestApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ready',
        database: testDatabaseUrl ? 'postgres' : 'pglite',
      });
    } finally {
      await app.close();
    }
  });

  it('leaves liveness answering while the database cannot be reached', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database });
    await database.close();
    try {
      const alive = await app.inject({ method: 'GET', url: '/api/health' });
      expect(alive.statusCode).toBe(200);
      expect(alive.json()).toMatchObject({ status: 'ok', version: PRODUCT_VERSION });
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
    } finally {
      await app.close().catch(() => {});
    }
  });

  it('fails with 503 and a sentence once the database cannot be reached', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database });
    // The embedded database's thread, or PostgreSQL's connections, gone under the server.
    await database.close();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({
        success: false,
        message: apiMessages.databaseUnreachable,
      });
    } finally {
      await app.close().catch(() => {});
    }
  });
});

/** A TCP relay to PostgreSQL that the test can cut, as a network fault would. */
async function relayTo(port: number) {
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    port: (relay.address() as net.AddressInfo).port,
    cut: () => {
      relay.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

describe.skipIf(!testDatabaseUrl)('readiness over PostgreSQL', () => {
  it('fails while the network to the database is down', async () => {
    const scratch = await createScratchPostgresDatabase(testDatabaseUrl!, 'hms_ready');
    scratchDrops.push(scratch.drop);
    const relay = await relayTo(Number(new URL(testDatabaseUrl!).port || 5432));
    const url = new URL(scratch.url);
    url.port = String(relay.port);
    const database = await openPostgres(url.toString(), 2);
    const app = await buildApp({ config: testConfig(), database });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      relay.cut();
      const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: apiMessages.databaseUnreachable });
    } finally {
      await app.close().catch(() => {});
    }
  });

  it('fails while the server waits to migrate, and passes once it has', async () => {
    const scratch = await createScratchPostgresDatabase(testDatabaseUrl!, 'hms_ready');
    scratchDrops.push(scratch.drop);
    // Another server is migrating: it holds the lock every server migrates under.
    const holder = new pg.Client({ connectionString: scratch.url });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const server = await startServer(
      {
        DATABASE_URL: scratch.url,
        JWT_SECRET: 'readiness-secret-that-is-long-enough-for-hs256',
        LOG_LEVEL: 'warn',
      },
      undefined,
      { awaitHealth: false },
    );
    const ready = () => fetch(`${server.url}/api/health/ready`);
    const waiting = await ready();
    expect(waiting.status).toBe(503);
    expect(waiting.headers.get('retry-after')).toBe('2');
    expect(await waiting.json()).toEqual({ success: false, message: apiMessages.serverStarting });
    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await holder.end();
    await expect.poll(async () => (await ready()).status, { timeout: 30_000 }).toBe(200);
    expect(await server.stop()).toBe(0);
  });
});

describe('the stand-in that holds the port while the server starts', () => {
  it('answers every request 503 with a sentence and Retry-After', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const starting = await listenWhileStarting(port, '127.0.0.1');
    try {
      for (const url of ['/api/health/ready', '/api/health', '/login']) {
        const response = await fetch(`http://127.0.0.1:${port}${url}`);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          success: false,
          message: apiMessages.serverStarting,
        });
      }
    } finally {
      await starting.close();
    }
  });
});
