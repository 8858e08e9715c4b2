import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../db/database';
import type { NotifyEach } from './notify-each';
import { startOverdueWatch } from './overdue-watch';

/**
 * The app's overdue watch (docs/product-rules.md#notifications): it starts once the app is ready
 * and stops before the database closes; with `overdueWatchMs` 0 it never starts.
 */
export function startOverdueWatchWith(
  app: FastifyInstance,
  config: Pick<Config, 'overdueWatchMs'>,
  db: Database,
  notifyEach: NotifyEach,
): void {
  if (config.overdueWatchMs <= 0) return;
  let watch: ReturnType<typeof startOverdueWatch> | undefined;
  app.addHook('onReady', async () => {
    watch = startOverdueWatch(db, notifyEach, {
      intervalMs: config.overdueWatchMs,
      onError: (error) =>
        app.log.error({ err: error }, 'The overdue watch failed; it looks again shortly'),
    });
  });
  // Before the database closes: a pass in progress finishes, or rolls back as a whole.
  app.addHook('preClose', async () => {
    await watch?.stop();
  });
}
