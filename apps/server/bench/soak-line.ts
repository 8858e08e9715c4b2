import { Pool } from 'undici';
import { campusMix, type Campus } from './campus-mix';
import { weightedPicker } from './open-loop-schedule';

/** The closed-loop soak: this many clients, each sending its next request once answered. */
export const SOAK_CONNECTIONS = 100;
/** A refused client waits this long before its next request, as Retry-After asks (shortened). */
const REFUSED_PAUSE_MS = 200;

type Tally = { served: number; refused: number; other: number };

/**
 * The campus mix closed-loop at 100 connections: past what any server of this size can serve, so
 * it shows who is served when not all can be. Before writes were held to a share of the places
 * (docs/decisions/053), writes took every place and the server answered 90 reads in the time it
 * refused 27,714. Prints the share of reads and writes among the answers served.
 */
export async function runSoakLine(serverUrl: string, campus: Campus, seconds: number) {
  const mix = campusMix(campus);
  const pick = weightedPicker(
    mix.map((entry) => entry.weight),
    11,
  );
  const reads: Tally = { served: 0, refused: 0, other: 0 };
  const writes: Tally = { served: 0, refused: 0, other: 0 };
  const pool = new Pool(serverUrl, { connections: SOAK_CONNECTIONS });
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const request = mix[pick()]!.next();
      const tally = request.method === 'GET' ? reads : writes;
      try {
        const response = await pool.request({ ...request, headersTimeout: 15_000 });
        await response.body.dump({ limit: Number.MAX_SAFE_INTEGER });
        if (response.statusCode < 300) tally.served += 1;
        else if (response.statusCode === 503) {
          tally.refused += 1;
          await new Promise((resolve) => setTimeout(resolve, REFUSED_PAUSE_MS));
        } else tally.other += 1;
      } catch {
        tally.other += 1;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: SOAK_CONNECTIONS }, client));
  } finally {
    await pool.destroy();
  }
  const served = reads.served + writes.served;
  const share = (n: number) => `${((100 * n) / Math.max(served, 1)).toFixed(0)} %`;
  const asked = (t: Tally) => t.served + t.refused + t.other;
  const readShareAsked = asked(reads) / Math.max(asked(reads) + asked(writes), 1);
  // Fair: reads are served about as often, among what is served, as they are asked for; neither
  // kind is starved, and nothing fails other than a refusal with Retry-After.
  const fair =
    reads.other + writes.other === 0 &&
    reads.served / Math.max(served, 1) >= readShareAsked / 2 &&
    writes.served > 0;
  console.log(
    `\nsoak: the campus mix closed-loop at ${SOAK_CONNECTIONS} connections for ${seconds} s (refused clients pause ${REFUSED_PAUSE_MS} ms)`,
  );
  console.log(
    `  served ${(served / seconds).toFixed(0)}/s: reads ${reads.served} (${share(reads.served)}), writes ${writes.served} (${share(writes.served)}); refused 503: reads ${reads.refused}, writes ${writes.refused}; other ${reads.other + writes.other}  ${fair ? 'PASS' : 'MISS'} (reads' share of what is served ≥ half their ${(100 * readShareAsked).toFixed(0)} % of what is asked, writes served, nothing else failed)`,
  );
  return { reads, writes, fair };
}
