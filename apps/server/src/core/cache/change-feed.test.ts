import { describe, expect, it } from 'vitest';
import type { Signals } from '../db/signals';
import { CHANGES_CHANNEL, createChangeFeed } from './change-feed';

/** Signals between servers held in this process: what one publishes, the others hear. */
function sharedSignals() {
  const listeners: { owner: number; channel: string; onSignal: () => void }[] = [];
  let published = 0;
  const forServer = (owner: number): Signals => ({
    publish: async (channel) => {
      published += 1;
      for (const l of listeners) if (l.channel === channel && l.owner !== owner) l.onSignal();
    },
    subscribe: (channel, onSignal) => void listeners.push({ owner, channel, onSignal }),
    close: async () => {},
  });
  return { forServer, published: () => published };
}

function server(signals: Signals) {
  const cleared = { atOnce: 0, soon: 0 };
  const feed = createChangeFeed({
    atOnce: () => (cleared.atOnce += 1),
    soon: () => (cleared.soon += 1),
    signals,
    onError: (error) => {
      throw error;
    },
    windowMs: 50,
  });
  return { feed, cleared };
}

describe('the change feed', () => {
  it("clears this server's dashboard at once and its totals, and the other's, within the window", async () => {
    const shared = sharedSignals();
    const a = server(shared.forServer(1));
    const b = server(shared.forServer(2));
    a.feed.changed();
    expect(a.cleared).toEqual({ atOnce: 1, soon: 0 });
    expect(b.cleared).toEqual({ atOnce: 0, soon: 0 });
    await expect.poll(() => b.cleared).toEqual({ atOnce: 1, soon: 1 });
    expect(a.cleared).toEqual({ atOnce: 1, soon: 1 });
    await a.feed.stop();
    await b.feed.stop();
  });

  it('tells the others once for a burst of changes', async () => {
    const shared = sharedSignals();
    const a = server(shared.forServer(1));
    const b = server(shared.forServer(2));
    for (let n = 0; n < 25; n += 1) a.feed.changed();
    await expect.poll(() => b.cleared.soon).toBe(1);
    expect(shared.published()).toBe(1);
    expect(a.cleared).toEqual({ atOnce: 25, soon: 1 });
    await a.feed.stop();
    await b.feed.stop();
  });

  it('tells the others of a change still waiting when it stops', async () => {
    const shared = sharedSignals();
    const a = server(shared.forServer(1));
    const b = server(shared.forServer(2));
    a.feed.changed();
    await a.feed.stop();
    expect(b.cleared.soon).toBe(1);
    expect(CHANGES_CHANNEL).toBe('hms_changes');
    await b.feed.stop();
  });
});
