import { RACE } from './bench-database';

export type RaceResult = {
  requests: number;
  answered: number;
  assigned: number;
  refused: number;
  serverErrors: number;
  p99: number;
  roomsOverCapacity: number;
  seconds: number;
  /** The body of one 409, for the bare server to answer with. */
  sampleRefusal: string;
};

type Api = <T>(path: string, init?: { method?: string; body?: unknown }) => Promise<T>;

/**
 * 3,000 assignment requests at once for the 1,200 free beds of the race hostel, ten per room of
 * four. Each is timed on its own; afterwards the rooms are read back through the API.
 */
export async function runRace(baseUrl: string, token: string, api: Api): Promise<RaceResult> {
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
  const racers: string[] = [];
  for (let page = 1; racers.length < RACE.requests; page += 1) {
    const found = await api<{ _id: string; room: unknown }[]>(
      `/api/admin/students?search=Race%20Student&limit=100&page=${page}`,
    );
    if (found.length === 0) break;
    racers.push(...found.filter((s) => s.room === null).map((s) => s._id));
  }
  if (racers.length < RACE.requests || roomIds.length < RACE.rooms) {
    throw new Error(
      `race arrangement incomplete: ${racers.length} students, ${roomIds.length} rooms`,
    );
  }

  const { outcomes, seconds } = await burst(
    racers.slice(0, RACE.requests).map((studentId, i) => ({
      url: `${baseUrl}/api/admin/students/${studentId}/assign-room`,
      body: JSON.stringify({ roomId: roomIds[i % roomIds.length] }),
    })),
    token,
  );

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
    serverErrors: outcomes.filter((o) => o.status >= 500).length,
    p99: percentile99(outcomes),
    roomsOverCapacity,
    seconds,
    sampleRefusal: outcomes.find((o) => o.status === 409)?.text ?? '{}',
  };
}

export type BurstOutcome = { status: number; ms: number; text: string };

/**
 * Sends every request at once, each PUT on a connection of its own (node's fetch opens as many
 * as there are requests in flight), and times each one.
 */
export async function burst(
  requests: { url: string; body: string }[],
  token: string,
): Promise<{ outcomes: BurstOutcome[]; seconds: number }> {
  const started = performance.now();
  const outcomes = await Promise.all(
    requests.map(async ({ url, body }) => {
      const t0 = performance.now();
      try {
        const response = await fetch(url, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        });
        const text = await response.text();
        return { status: response.status, ms: performance.now() - t0, text };
      } catch {
        return { status: 0, ms: performance.now() - t0, text: '' };
      }
    }),
  );
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

export function percentile99(outcomes: BurstOutcome[]): number {
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)] ?? 0;
}
