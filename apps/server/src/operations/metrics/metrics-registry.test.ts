import { describe, expect, it } from 'vitest';
import { createAppMetrics } from './metrics-registry';

describe('an app’s metrics', () => {
  it('are its own: two apps in one process count apart and share the process metrics', async () => {
    const first = createAppMetrics();
    const second = createAppMetrics();
    first.observe({ method: 'GET', route: '/api/health', status: 200 }, 0.002);
    const firstText = await first.registry.metrics();
    const secondText = await second.registry.metrics();
    expect(firstText).toContain(
      'hms_http_requests_total{method="GET",route="/api/health",status="200"} 1',
    );
    expect(secondText).not.toContain('route="/api/health"');
    expect(secondText).toContain('# TYPE process_cpu_user_seconds_total counter');
  });

  it('leaves out a queue that cannot be read, and says so, while the rest is served', async () => {
    const failures: unknown[] = [];
    const metrics = createAppMetrics({
      queueDepth: () => Promise.reject(new Error('the database is closed')),
      onCollectError: (error) => failures.push(error),
    });
    const text = await metrics.registry.metrics();
    expect(text).not.toMatch(/^hms_job_queue_depth\{/m);
    expect(text).toContain('# TYPE hms_http_requests_total counter');
    expect(failures).toHaveLength(1);
  });
});
