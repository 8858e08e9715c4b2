import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Signals } from '../../signals';

/** After a lost listening connection, the wait before connecting again. */
const RECONNECT_MS = 1_000;
const CHANNEL_NAME = /^[a-z_]+$/;

/**
 * LISTEN/NOTIFY (docs/decisions/052): `publish` sends this server's id through the pool, so its
 * own signals come back to no one here; one connection of its own listens on every channel
 * subscribed to. NOTIFY is delivered when the sending transaction commits, to every session
 * listening then.
 */
export function postgresSignals(url: string, pool: pg.Pool): Signals {
  const serverId = randomUUID();
  const handlers = new Map<string, (() => void)[]>();
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const tell = (channel: string) => handlers.get(channel)?.forEach((handler) => handler());

  async function listen(afterLoss: boolean): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ connectionString: url, application_name: 'hms-signals' });
    client.on('notification', (message) => {
      if (message.payload !== serverId) tell(message.channel);
    });
    const lost = () => {
      if (listener !== client) return;
      listener = undefined;
      client.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void listen(true), RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    listener = client;
    try {
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`listen ${channel}`);
      if (afterLoss) for (const channel of handlers.keys()) tell(channel);
    } catch {
      lost();
    }
  }

  return {
    async publish(channel) {
      await pool.query('select pg_notify($1, $2)', [channel, serverId]);
    },
    subscribe(channel, onSignal) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      const known = handlers.get(channel);
      if (known) {
        known.push(onSignal);
        return;
      }
      handlers.set(channel, [onSignal]);
      if (!listener) void listen(false);
      else listener.query(`listen ${channel}`).catch(() => {});
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
