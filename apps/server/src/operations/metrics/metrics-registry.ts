import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../../core/db/database';
import type { BackupStatus } from '../backup/scheduled-backups';
import { backupGauges } from './backup-metrics';

type MetricsSources = {
  poolStats?: (() => PoolStats) | undefined;
  /** Messages waiting, by queue name; read on each scrape. */
  queueDepth?: (() => Promise<Record<string, number>>) | undefined;
  /** This server's scheduled backups, when it makes them (BACKUP_DIR). */
  backups?: BackupStatus | undefined;
  /** A source that failed while scraped; its figures are left out of that scrape. */
  onCollectError?: (error: unknown) => void;
};

/** Seconds: the API answers in tens to hundreds of milliseconds; past 10 s it has failed anyway. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const HTTP_LABELS = ['method', 'route', 'status'] as const;

let processRegistry: Registry | undefined;

/**
 * prom-client's process metrics (CPU, memory, event loop lag, garbage collection), made once per
 * process: each call of collectDefaultMetrics starts an event-loop monitor and a garbage
 * collection observer that are never stopped, and they describe the process, not an app.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** An app's metrics, in a registry of its own so that apps built side by side never collide. */
export function createAppMetrics(sources: MetricsSources = {}) {
  const registry = new Registry();
  const shared = processMetrics();
  for (const { name } of shared.getMetricsAsArray()) {
    const metric = shared.getSingleMetric(name);
    if (metric) registry.registerMetric(metric);
  }

  const requests = new Counter({
    name: 'hms_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: HTTP_LABELS,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'hms_http_request_duration_seconds',
    help: 'Time from receiving a request to its answer, by method, route pattern and status',
    labelNames: HTTP_LABELS,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  if (sources.poolStats) poolGauges(registry, sources.poolStats);
  if (sources.backups) backupGauges(registry, sources.backups);

  const { queueDepth } = sources;
  if (queueDepth) {
    new Gauge({
      name: 'hms_job_queue_depth',
      help: 'Jobs waiting to be done, by queue (email: messages in the outbox not sent yet)',
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        // A figure that cannot be read now is left out rather than shown stale.
        this.reset();
        try {
          for (const [queue, waiting] of Object.entries(await queueDepth())) {
            this.set({ queue }, waiting);
          }
        } catch (error) {
          sources.onCollectError?.(error);
        }
      },
    });
  }

  return {
    registry,
    /** One answered request; `route` is the route's pattern, never the URL asked for. */
    observe(labels: { method: string; route: string; status: number }, seconds: number) {
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;

/** Each database shows the figures it really has: PostgreSQL its pool, PGlite its thread's queue. */
function poolGauges(registry: Registry, poolStats: () => PoolStats): void {
  if (poolStats().kind === 'pglite') {
    new Gauge({
      name: 'hms_db_thread_pending_batches',
      help: 'Embedded database: batches of statements sent to its thread and not answered yet, the one it runs included',
      registers: [registry],
      collect() {
        const stats = poolStats();
        if (stats.kind === 'pglite') this.set(stats.pendingOnThread);
      },
    });
    return;
  }
  new Gauge({
    name: 'hms_db_pool_connections',
    help: 'PostgreSQL pool: connections open (total), idle, and calls waiting for one (waiting)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats();
      if (stats.kind !== 'postgres') return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'hms_db_pool_max_connections',
    help: 'PostgreSQL pool: the most connections it opens (DATABASE_POOL_SIZE)',
    registers: [registry],
    collect() {
      const stats = poolStats();
      if (stats.kind === 'postgres') this.set(stats.max);
    },
  });
}
