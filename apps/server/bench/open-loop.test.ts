import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { findKnee } from './knee';
import { runOpenLoop, type MixEntry } from './open-loop';
import { weightedPicker } from './open-loop-schedule';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A server that takes `delayMs` over each request and works on one at a time, so it queues. */
async function oneAtATime(delayMs: number) {
  const arrivals: number[] = [];
  let free = Promise.resolve();
  const url = await listen((_request, response) => {
    arrivals.push(performance.now());
    free = free
      .then(() => new Promise((resolve) => setTimeout(resolve, delayMs)))
      .then(() => void response.end('ok'));
  });
  return { url, arrivals };
}

const get = (name: string, weight = 1, path = `/${name}`): MixEntry => ({
  name,
  weight,
  next: () => ({ method: 'GET', path }),
});

describe('the open-loop load generator', () => {
  it('sends on schedule while the server falls behind, and times answers from due time', async () => {
    const server = await oneAtATime(50);
    const started = performance.now();
    const result = await runOpenLoop(server.url, [get('slow')], {
      rate: 40,
      seconds: 1,
      warmUpSeconds: 0,
    });

    // A closed-loop generator sends the next request only when an answer frees a connection:
    // one connection would put the last arrival near 40 × 50 ms, fifty would send all at once.
    const offsets = server.arrivals.map((at) => at - started);
    expect(offsets).toHaveLength(40);
    expect(offsets[19]).toBeGreaterThan(400);
    expect(offsets[39]).toBeGreaterThan(900);
    expect(offsets[39]).toBeLessThan(1300);
    const gaps = offsets.slice(1).map((at, i) => at - (offsets[i] ?? 0));
    const medianGap = gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)];
    expect(medianGap).toBeGreaterThan(15);
    expect(medianGap).toBeLessThan(35);

    // The server answers 20 a second, so the last request waits about a second in its queue.
    expect(result.sent).toBe(40);
    expect(result.errors).toBe(0);
    expect(result.p99).toBeGreaterThan(500);
    expect(result.achievedRate).toBeLessThan(30);
  });

  it('counts its own lag in the latency when it cannot send on time', async () => {
    const url = await listen((_request, response) => response.end('ok'));
    // Stalls this process, generator included, for 400 ms from 50 ms into the run.
    setTimeout(() => {
      const until = performance.now() + 400;
      while (performance.now() < until);
    }, 50);
    const result = await runOpenLoop(url, [get('fast')], {
      rate: 100,
      seconds: 0.6,
      warmUpSeconds: 0,
    });

    // The server answers at once; only latency counted from due time sees the stall, in about
    // two thirds of the requests.
    expect(result.maxSendLagMs).toBeGreaterThan(300);
    expect(result.p50).toBeGreaterThan(50);
    expect(result.errors).toBe(0);
  });

  it('sends the mix by weight, in the same order on every run', async () => {
    const seen: Record<string, number> = {};
    const url = await listen((request, response) => {
      seen[request.url ?? ''] = (seen[request.url ?? ''] ?? 0) + 1;
      response.end('ok');
    });
    const run = async () => {
      const order: string[] = [];
      let searches = 0;
      // next() runs at each due time, so an entry can vary what it asks.
      const recorded = (name: string, weight: number, path: () => string): MixEntry => ({
        name,
        weight,
        next: () => {
          order.push(name);
          return { method: 'GET', path: path() };
        },
      });
      const mix = [
        recorded('search', 3, () => `/search?q=${(searches += 1) % 4}`),
        recorded('save', 1, () => '/save'),
      ];
      const result = await runOpenLoop(url, mix, { rate: 800, seconds: 0.5, warmUpSeconds: 0 });
      return { result, order };
    };

    const first = await run();
    const second = await run();
    expect(first.result.sent).toBe(400);
    expect(first.result.perEntry.search?.sent).toBe(
      first.order.filter((name) => name === 'search').length,
    );
    const searchShare = (first.result.perEntry.search?.sent ?? 0) / 400;
    expect(searchShare).toBeGreaterThan(0.7);
    expect(searchShare).toBeLessThan(0.8);
    expect(second.order).toEqual(first.order);
    expect(Object.keys(seen).sort()).toEqual([
      '/save',
      '/search?q=0',
      '/search?q=1',
      '/search?q=2',
      '/search?q=3',
    ]);
    expect(Object.values(seen).reduce((sum, count) => sum + count, 0)).toBe(800);
  });

  it('draws the same picks from the same seed, and others from another', () => {
    const draw = (seed: number) => {
      const pick = weightedPicker([3, 1], seed);
      return Array.from({ length: 50 }, () => pick());
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('counts 503 refusals apart from accepted answers, and a late answer as an error', async () => {
    const url = await listen((request, response) => {
      if (request.url === '/hang') return;
      if (request.url === '/missing') return void response.writeHead(404).end();
      if (request.url === '/ok') return void response.end('ok');
      // Refusals come slowly, so leaving them out of acceptedP99 shows.
      setTimeout(() => {
        response.writeHead(503, request.url === '/busy' ? { 'retry-after': '1' } : {}).end();
      }, 250);
    });
    const result = await runOpenLoop(
      url,
      [get('ok', 4), get('missing'), get('busy', 2), get('busy-bare'), get('hang')],
      { rate: 80, seconds: 0.5, warmUpSeconds: 0, timeoutMs: 600 },
    );

    const sent = (name: string) => result.perEntry[name]?.sent ?? 0;
    for (const name of ['ok', 'missing', 'busy', 'busy-bare', 'hang']) {
      expect(sent(name)).toBeGreaterThan(0);
    }
    expect(result.refused).toBe(sent('busy') + sent('busy-bare'));
    expect(result.refusedWithRetryAfter).toBe(sent('busy'));
    expect(result.non2xx).toBe(sent('missing'));
    expect(result.errors).toBe(sent('hang'));
    // Requests that timed out have no latency to count.
    expect(result.p99).toBeGreaterThanOrEqual(250);
    expect(result.p99).toBeLessThan(600);
    expect(result.acceptedP99).toBeLessThan(200);
  });

  it('counts a refused connection as an error', async () => {
    const url = await listen(() => undefined);
    const server = servers.pop();
    await new Promise((resolve) => server?.close(resolve));
    const result = await runOpenLoop(url, [get('gone')], {
      rate: 20,
      seconds: 0.25,
      warmUpSeconds: 0,
    });
    expect(result.sent).toBe(5);
    expect(result.errors).toBe(5);
  });
});

describe('the knee search', () => {
  it('steps up through the rates and stops at the first one that fails', async () => {
    // About 5 ms a request, one at a time: some 200 a second at most.
    const server = await oneAtATime(5);
    const seen: number[] = [];
    const { knee, steps } = await findKnee(server.url, [get('slow')], {
      rates: [25, 50, 100, 400, 800],
      seconds: 0.4,
      p99Ms: 100,
      warmUpSeconds: 0,
      pauseMs: 50,
      onStep: (step) => seen.push(step.rate),
    });
    expect(seen).toEqual([25, 50, 100, 400]);
    expect(steps.map((step) => step.rate)).toEqual(seen);
    expect(knee).toBe(100);
    expect(steps[3]?.p99).toBeGreaterThan(100);
  });

  it('fails a rate that is refused, however fast the refusals', async () => {
    const url = await listen((_request, response) => response.writeHead(503).end());
    const { knee, steps } = await findKnee(url, [get('refused')], {
      rates: [20, 40],
      seconds: 0.25,
      warmUpSeconds: 0,
    });
    expect(knee).toBeUndefined();
    expect(steps).toHaveLength(1);
    expect(steps[0]?.refused).toBe(5);
  });
});
