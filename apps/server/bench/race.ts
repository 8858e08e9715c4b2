import net from 'node:net';
import { RACE } from './bench-database';
import type { CpuUse } from './cpu-meter';

export type RaceResult = {
  requests: number;
  answered: number;
  assigned: number;
  refused: number;
  /** Told to try again (503): they waited their turn past the server's limit, unstarted. */
  busy: number;
  serverErrors: number;
  p99: number;
  roomsOverCapacity: number;
  seconds: number;
  /** The body of one 409, for the bare server to answer with. */
  sampleRefusal: string;
  /** CPU used during the burst alone, in microseconds, when a meter was given. */
  cpu?: CpuUse;
};

type Api = <T>(path: string, init?: { method?: string; body?: unknown }) => Promise<T>;

/**
 * 3,000 assignment requests at once for the 1,200 free beds of the race hostel, ten per room of
 * four. Each is timed on its own; afterwards the rooms are read back through the API.
 */
export async function runRace(
  baseUrl: string,
  token: string,
  api: Api,
  startMeter?: () => () => CpuUse,
): Promise<RaceResult> {
  const [hostel] = (await api<{ _id: string; name: string }[]>('/api/hostels')).filter(
    (h) => h.name === RACE.hostel,
  );
  if (!hostel) throw new Error('the race hostel is missing');
  const roomIds: string[] = [];
  for (let page = 1; roomIds.length < RACE.rooms; page += 1) {
    const rooms = await api<{ _id: string }[]>(
      `/api/rooms?hostel=${hostel._id}&limit=100&page=${page}`,
    );
    if (rooms.length === 0) break;
    roomIds.push(...rooms.map((r) => r._id));
  }
  const racers = (await raceStudents(api)).filter((s) => s.room === null).map((s) => s._id);
  if (racers.length < RACE.requests || roomIds.length < RACE.rooms) {
    throw new Error(
      `race arrangement incomplete: ${racers.length} students, ${roomIds.length} rooms`,
    );
  }

  const stopMeter = startMeter?.();
  const { outcomes, seconds } = await burst(
    racers.slice(0, RACE.requests).map((studentId, i) => ({
      url: `${baseUrl}/api/admin/students/${studentId}/assign-room`,
      body: JSON.stringify({ roomId: roomIds[i % roomIds.length] }),
    })),
    token,
  );
  const cpu = stopMeter?.();

  let roomsOverCapacity = 0;
  let occupied = 0;
  for (let page = 1; ; page += 1) {
    const rooms = await api<{ capacity: number; currentOccupancy: number }[]>(
      `/api/rooms?hostel=${hostel._id}&limit=100&page=${page}`,
    );
    if (rooms.length === 0) break;
    for (const room of rooms) {
      occupied += room.currentOccupancy;
      if (room.currentOccupancy > room.capacity) roomsOverCapacity += 1;
    }
  }

  const assigned = outcomes.filter((o) => o.status === 200).length;
  if (assigned !== occupied) {
    throw new Error(`${assigned} assignments answered 200 but ${occupied} beds are taken`);
  }
  return {
    requests: outcomes.length,
    answered: outcomes.filter((o) => o.status !== 0).length,
    assigned,
    refused: outcomes.filter((o) => o.status === 409).length,
    busy: outcomes.filter((o) => o.status === 503).length,
    serverErrors: outcomes.filter((o) => o.status >= 500 && o.status !== 503).length,
    p99: percentile99(outcomes),
    roomsOverCapacity,
    seconds,
    sampleRefusal: outcomes.find((o) => o.status === 409)?.text ?? '{}',
    ...(cpu ? { cpu } : {}),
  };
}

/** Every race student, read through the API a hundred at a time. */
async function raceStudents(api: Api): Promise<{ _id: string; room: unknown }[]> {
  const all: { _id: string; room: unknown }[] = [];
  for (let page = 1; ; page += 1) {
    const found = await api<{ _id: string; room: unknown }[]>(
      `/api/admin/students?search=Race%20Student&limit=100&page=${page}`,
    );
    if (found.length === 0) return all;
    all.push(...found);
  }
}

/** Takes every race student out of their room again, through the API, fifty at a time. */
export async function freeRaceBeds(baseUrl: string, token: string, api: Api): Promise<void> {
  const placed = (await raceStudents(api)).filter((s) => s.room !== null).map((s) => s._id);
  for (let i = 0; i < placed.length; i += 50) {
    await Promise.all(
      placed.slice(i, i + 50).map(async (id) => {
        const response = await fetch(`${baseUrl}/api/admin/students/${id}/room`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        });
        if (!response.ok) throw new Error(`freeing a race bed answered ${response.status}`);
      }),
    );
  }
}

export type BurstOutcome = { status: number; ms: number; text: string; retryAfterMs?: number };

/**
 * Sends every request at once, each on a connection of its own, and times each one from the
 * moment its connection is asked for until the answer is read whole. The requests are written
 * straight to TCP sockets, as autocannon does: node's fetch spent most of a core of its own on
 * 3,000 requests, on the same two cores as the server it was measuring.
 */
export async function burst(
  requests: { url: string; body: string }[],
  token: string,
): Promise<{ outcomes: BurstOutcome[]; seconds: number }> {
  const started = performance.now();
  const outcomes = await Promise.all(
    requests.map(({ url, body }) => sendUntilTaken(url, body, token)),
  );
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

/** Tries a refused write has before its 503 is its outcome. */
const BUSY_TRIES = 5;

/**
 * As a person on allocation morning does: a write the server refused unstarted (503) is sent
 * again after the Retry-After it was given (docs/decisions/053). Timed from the first try.
 */
async function sendUntilTaken(url: string, body: string, token: string): Promise<BurstOutcome> {
  const t0 = performance.now();
  let outcome = await put(url, body, token);
  for (let tries = 1; outcome.status === 503 && tries < BUSY_TRIES; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, outcome.retryAfterMs ?? 2_000));
    outcome = await put(url, body, token);
  }
  return { ...outcome, ms: performance.now() - t0 };
}

/** One HTTP/1.1 PUT on a new connection that the server closes after answering. */
function put(url: string, body: string, token: string): Promise<BurstOutcome> {
  const { hostname, port, pathname } = new URL(url);
  const payload = Buffer.from(body);
  const request = Buffer.concat([
    Buffer.from(
      `PUT ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
        `Authorization: Bearer ${token}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${payload.length}\r\nConnection: close\r\n\r\n`,
    ),
    payload,
  ]);
  return new Promise((resolve) => {
    const t0 = performance.now();
    const chunks: Buffer[] = [];
    let failed = false;
    const socket = net.connect({ host: hostname, port: Number(port) }, () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {
      failed = true;
    });
    socket.on('close', () => {
      const ms = performance.now() - t0;
      const answer = Buffer.concat(chunks).toString();
      const status = failed ? 0 : Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1] ?? 0);
      const headEnd = answer.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(answer.slice(0, headEnd))?.[1]);
      const text = headEnd < 0 ? '' : answer.slice(headEnd + 4);
      // An answer cut short (fewer bytes than announced) is no answer.
      const whole = headEnd >= 0 && Buffer.byteLength(text) === length;
      const retryAfter = Number(/\r\nretry-after: (\d+)/i.exec(answer.slice(0, headEnd))?.[1]);
      resolve({
        status: whole ? status : 0,
        ms,
        text,
        ...(Number.isFinite(retryAfter) ? { retryAfterMs: retryAfter * 1000 } : {}),
      });
    });
  });
}

export function percentile99(outcomes: BurstOutcome[]): number {
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)] ?? 0;
}
