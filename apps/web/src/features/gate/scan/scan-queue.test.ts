import { describe, expect, it } from 'vitest';
import type { GateScanResult } from '@hms/shared/gate';
import {
  localStorageStore,
  memoryStore,
  ScanQueue,
  type QueuedScan,
  type SendOutcome,
  type SettledOutcome,
} from './scan-queue';

let sequence = 0;
function scan(rollNumber: string): QueuedScan {
  sequence += 1;
  return {
    clientKey: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    direction: 'out',
    gate: 'Main gate',
    scannedAt: new Date(Date.UTC(2026, 0, 1, 20, 0, sequence)).toISOString(),
    rollNumber,
  };
}

const recorded = (roll: string): SendOutcome => ({
  kind: 'recorded',
  result: {
    alreadyRecorded: false,
    roomNumber: 'A1',
    movement: { rollNumber: roll },
  } as GateScanResult,
});

/** A server whose answers the test decides, one roll number at a time, and what it was sent. */
function fakeServer(answer: (scan: QueuedScan) => SendOutcome | Promise<SendOutcome>) {
  const sent: QueuedScan[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  return {
    sent,
    mostInFlight: () => mostInFlight,
    send: async (queued: QueuedScan) => {
      sent.push(queued);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return await answer(queued);
      } finally {
        inFlight -= 1;
      }
    },
  };
}

function queueWith(server: ReturnType<typeof fakeServer>, store = memoryStore()) {
  const settled: { roll: string | undefined; outcome: SettledOutcome }[] = [];
  let online = true;
  const queue = new ScanQueue({
    store,
    send: server.send,
    onSettled: (done, outcome) => settled.push({ roll: done.rollNumber, outcome }),
    isOnline: () => online,
  });
  return { queue, settled, store, setOnline: (value: boolean) => (online = value) };
}

describe('ScanQueue', () => {
  it('sends the scans oldest first, one at a time, and empties', async () => {
    const server = fakeServer((s) => recorded(s.rollNumber!));
    const { queue, settled } = queueWith(server);
    for (const roll of ['A', 'B', 'C']) queue.add(scan(roll));
    await expect(queue.drain()).resolves.toBe('empty');
    expect(server.sent.map((s) => s.rollNumber)).toEqual(['A', 'B', 'C']);
    expect(settled.map((s) => s.roll)).toEqual(['A', 'B', 'C']);
    expect(server.mostInFlight()).toBe(1);
    expect(queue.pending()).toEqual([]);
  });

  it('keeps each scan as it was made: its key and its time are sent unchanged', async () => {
    const server = fakeServer((s) => recorded(s.rollNumber!));
    const { queue } = queueWith(server);
    const made = scan('A');
    queue.add(made);
    await queue.drain();
    expect(server.sent).toEqual([made]);
  });

  it('sends each scan once, however often a drain is asked for', async () => {
    const server = fakeServer((s) => recorded(s.rollNumber!));
    const { queue, settled } = queueWith(server);
    queue.add(scan('A'));
    queue.add(scan('B'));
    const drains = [queue.drain(), queue.drain(), queue.drain()];
    queue.add(scan('C'));
    drains.push(queue.drain());
    await Promise.all(drains);
    await queue.drain();
    expect(server.sent.map((s) => s.rollNumber)).toEqual(['A', 'B', 'C']);
    expect(settled).toHaveLength(3);
    expect(server.mostInFlight()).toBe(1);
  });

  it('does not queue the same scan twice', () => {
    const { queue } = queueWith(fakeServer((s) => recorded(s.rollNumber!)));
    const made = scan('A');
    queue.add(made);
    queue.add({ ...made });
    expect(queue.pending()).toHaveLength(1);
  });

  it('keeps the scan and all after it when no answer comes, and sends them in order later', async () => {
    let reachable = false;
    const server = fakeServer((s) => (reachable ? recorded(s.rollNumber!) : { kind: 'retry' }));
    const { queue, settled } = queueWith(server);
    queue.add(scan('A'));
    queue.add(scan('B'));
    await expect(queue.drain()).resolves.toBe('waiting');
    expect(queue.pending().map((s) => s.rollNumber)).toEqual(['A', 'B']);
    expect(server.sent.map((s) => s.rollNumber)).toEqual(['A']);
    expect(settled).toEqual([]);

    queue.add(scan('C'));
    reachable = true;
    await expect(queue.drain()).resolves.toBe('empty');
    expect(server.sent.map((s) => s.rollNumber)).toEqual(['A', 'A', 'B', 'C']);
    expect(settled.map((s) => s.roll)).toEqual(['A', 'B', 'C']);
  });

  it('treats a thrown send as no answer', async () => {
    let fail = true;
    const server = fakeServer((s) => {
      if (fail) throw new TypeError('Failed to fetch');
      return recorded(s.rollNumber!);
    });
    const { queue } = queueWith(server);
    queue.add(scan('A'));
    await expect(queue.drain()).resolves.toBe('waiting');
    expect(queue.pending()).toHaveLength(1);
    fail = false;
    await expect(queue.drain()).resolves.toBe('empty');
  });

  it('sends nothing while the browser is offline', async () => {
    const server = fakeServer((s) => recorded(s.rollNumber!));
    const { queue, setOnline } = queueWith(server);
    setOnline(false);
    queue.add(scan('A'));
    await expect(queue.drain()).resolves.toBe('waiting');
    expect(server.sent).toEqual([]);
    setOnline(true);
    await expect(queue.drain()).resolves.toBe('empty');
    expect(server.sent).toHaveLength(1);
  });

  it('removes a refused scan once, reports its message, and goes on with the next', async () => {
    const server = fakeServer((s) =>
      s.rollNumber === 'X' ? { kind: 'refused', message: 'No such roll number' } : recorded('B'),
    );
    const { queue, settled } = queueWith(server);
    queue.add(scan('X'));
    queue.add(scan('B'));
    await expect(queue.drain()).resolves.toBe('empty');
    expect(settled).toEqual([
      { roll: 'X', outcome: { kind: 'refused', message: 'No such roll number' } },
      { roll: 'B', outcome: expect.objectContaining({ kind: 'recorded' }) },
    ]);
    expect(server.sent.map((s) => s.rollNumber)).toEqual(['X', 'B']);
  });

  it('removes by key the scan answered, keeping one added while it was on its way', async () => {
    const store = memoryStore();
    let release: () => void = () => {};
    const server = fakeServer(
      (s) =>
        new Promise<SendOutcome>((resolve) => (release = () => resolve(recorded(s.rollNumber!)))),
    );
    const { queue } = queueWith(server, store);
    queue.add(scan('A'));
    const drained = queue.drain();
    await new Promise((resolve) => setTimeout(resolve, 5));
    queue.add(scan('B'));
    release();
    await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    await expect(drained).resolves.toBe('empty');
    expect(server.sent.map((s) => s.rollNumber)).toEqual(['A', 'B']);
    expect(store.read()).toEqual([]);
  });

  it('outlives a reload: the queue is kept in localStorage', async () => {
    const key = 'hms-gate-scans:test';
    const first = new ScanQueue({
      store: localStorageStore(key),
      send: async () => ({ kind: 'retry' }),
    });
    first.add(scan('A'));
    first.add(scan('B'));
    await first.drain();

    const server = fakeServer((s) => recorded(s.rollNumber!));
    const second = new ScanQueue({ store: localStorageStore(key), send: server.send });
    expect(second.pending().map((s) => s.rollNumber)).toEqual(['A', 'B']);
    await second.drain();
    expect(server.sent.map((s) => s.rollNumber)).toEqual(['A', 'B']);
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('reads a damaged store as empty', () => {
    window.localStorage.setItem('hms-gate-scans:bad', '{not json');
    expect(localStorageStore('hms-gate-scans:bad').read()).toEqual([]);
  });

  it('tells its subscribers when the queue changes', async () => {
    const { queue } = queueWith(fakeServer((s) => recorded(s.rollNumber!)));
    let changes = 0;
    const unsubscribe = queue.subscribe(() => (changes += 1));
    queue.add(scan('A'));
    await queue.drain();
    unsubscribe();
    queue.add(scan('B'));
    expect(changes).toBe(2);
  });
});
