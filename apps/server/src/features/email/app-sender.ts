import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/database';
import { smtpTransport } from './mail-transport';
import { startOutboxSender, type OutboxSender } from './outbox-sender';

/**
 * The app's outbox sender: with e-mail configured, it starts once the app is ready and stops
 * before the database closes; without, waking it does nothing (docs/decisions/048).
 */
export function outboxSenderFor(
  app: FastifyInstance,
  config: Pick<Config, 'mail' | 'appUrl'>,
  database: DatabaseHandle,
): Pick<OutboxSender, 'wake'> {
  const mail = config.mail;
  if (!mail) return { wake: () => {} };
  let sender: OutboxSender | undefined;
  app.addHook('onReady', async () => {
    sender = startOutboxSender({
      db: database.db,
      kind: database.kind,
      transport: smtpTransport(mail, config.appUrl),
      maxAttempts: mail.maxAttempts,
      retryBaseMs: mail.retryBaseMs,
      onAttemptFailed: (outboxId, error) =>
        app.log.warn({ outboxId, error }, 'An e-mail could not be sent; it is tried again later'),
      onError: (error) =>
        app.log.error({ err: error }, 'The e-mail sender failed; it tries again shortly'),
    });
  });
  // Before the database closes: a send in progress is abandoned and its message left to send.
  app.addHook('preClose', async () => {
    await sender?.stop();
  });
  return { wake: () => sender?.wake() };
}
