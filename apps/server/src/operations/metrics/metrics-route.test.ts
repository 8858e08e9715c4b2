import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedMessage, queueMessages } from '../../test/outbox-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseUrl } from '../../test/test-database';
import { LATENCY_BUCKETS } from './metrics-registry';

/** The value of the one sample named `name` whose labels include `labels`, if there is one. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const values = text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) =>
      Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)),
    )
    .map((line) => Number(line.slice(line.lastIndexOf(' ') + 1)));
  if (values.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} is not one sample`);
  return values[0];
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function scrape() {
  const response = await app.inject({ method: 'GET', url: '/api/metrics' });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('GET /api/metrics', () => {
  it('answers in the Prometheus text format', async () => {
    const response = await scrape();
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE hms_http_requests_total counter');
  });

  it('counts requests by route pattern and status, never by the URL asked for', async () => {
    const id = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      await app.inject({ method: 'GET', url: `/api/complaints/${id}/timeline` });
    }
    await app.inject({ method: 'GET', url: `/api/no-such-thing/${id}` });
    const { body } = await scrape();
    const complaint = { method: 'GET', route: '/api/complaints/:id/timeline', status: '401' };
    expect(sample(body, 'hms_http_requests_total', complaint)).toBe(2);
    const unknown = { method: 'GET', route: 'unmatched', status: '404' };
    expect(sample(body, 'hms_http_requests_total', unknown)).toBe(1);
    expect(body).not.toContain(id);
  });

  it('times requests in buckets from 5 ms to 10 s', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    const { body } = await scrape();
    const health = { method: 'GET', route: '/api/health', status: '200' };
    for (const le of LATENCY_BUCKETS) {
      expect(
        sample(body, 'hms_http_request_duration_seconds_bucket', { ...health, le: String(le) }),
        `bucket ${le}`,
      ).toBeGreaterThanOrEqual(0);
    }
    expect(
      sample(body, 'hms_http_request_duration_seconds_bucket', { ...health, le: '+Inf' }),
    ).toBe(sample(body, 'hms_http_request_duration_seconds_count', health));
    expect(sample(body, 'hms_http_request_duration_seconds_count', health)).toBeGreaterThan(0);
  });

  it("shows the database's own figures: the pool's, or the embedded database's thread", async () => {
    // A statement just run leaves its connection open in the pool, idle.
    await app.inject({ method: 'GET', url: '/api/health' });
    const { body } = await scrape();
    if (testDatabaseUrl) {
      expect(sample(body, 'hms_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(sample(body, 'hms_db_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
      expect(sample(body, 'hms_db_pool_connections', { state: 'waiting' })).toBe(0);
      expect(sample(body, 'hms_db_pool_max_connections')).toBe(10);
      expect(body).not.toContain('hms_db_thread_pending_batches');
    } else {
      expect(sample(body, 'hms_db_thread_pending_batches')).toBeGreaterThanOrEqual(0);
      expect(body).not.toContain('hms_db_pool_connections');
    }
  });

  it('shows the e-mail waiting to be sent as the queue depth', async () => {
    const before = sample((await scrape()).body, 'hms_job_queue_depth', { queue: 'email' });
    await queueMessages(app.db, 2, 'asha@example.com');
    // A message given up on is not waiting any more.
    await failedMessage(app.db, 'ravi@example.com');
    const after = sample((await scrape()).body, 'hms_job_queue_depth', { queue: 'email' });
    expect(before).toBe(0);
    expect(after).toBe(2);
  });

  it("shows the process's own metrics beside the app's", async () => {
    const { body } = await scrape();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(body, name).toContain(`# TYPE ${name} `);
    }
  });
});
