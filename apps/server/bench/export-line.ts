import type { BenchSession } from './bench-session';
import { residentMemoryMiB } from './processes';

const QUOTE = 0x22;
const NEWLINE = 0x0a;

/** How often the server's resident memory is read while the files stream. */
const MEMORY_SAMPLE_MS = 200;

/**
 * Records in a CSV stream: line ends outside quoted fields (a description may hold line breaks).
 * A doubled quote inside a field ends and starts it again, which changes nothing. The bytes are
 * searched natively, so the count costs the benchmark's client little of the cores it shares
 * with the server.
 */
export function recordCounter() {
  let quoted = false;
  let records = 0;
  return {
    add(chunk: Uint8Array) {
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      let at = 0;
      while (at < bytes.length) {
        const quote = bytes.indexOf(QUOTE, at);
        if (quoted) {
          if (quote < 0) return;
          quoted = false;
          at = quote + 1;
          continue;
        }
        const end = quote < 0 ? bytes.length : quote;
        for (let line = bytes.indexOf(NEWLINE, at); line >= 0 && line < end;) {
          records += 1;
          line = bytes.indexOf(NEWLINE, line + 1);
        }
        if (quote < 0) return;
        quoted = true;
        at = quote + 1;
      }
    },
    records: () => records,
  };
}

type Download = { seconds: number; firstByteMs: number; rows: number; bytes: number };

/** The office's whole complaints file, read as it streams in. */
async function downloadComplaints(serverUrl: string, token: string): Promise<Download> {
  const counter = recordCounter();
  let bytes = 0;
  let firstByteMs = 0;
  const started = performance.now();
  const response = await fetch(`${serverUrl}/api/complaints.csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) {
    throw new Error(`the complaints export answered ${response.status}`);
  }
  for await (const chunk of response.body) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.byteLength;
    counter.add(chunk);
  }
  const seconds = (performance.now() - started) / 1000;
  // The heading is a record too.
  return { seconds, firstByteMs, rows: counter.records() - 1, bytes };
}

/** Files downloaded one after another: the server's memory must not rise with them. */
const RUNS = 3;

/**
 * The server's JavaScript heap during the section, far below the three files it streams (56 MiB
 * each at campus scale, more again as rows and strings): were a file held whole, it would run out.
 */
export const EXPORT_HEAP_MIB = 128;

/**
 * The `export` section (docs/performance.md): every complaint of the campus as the office's CSV
 * file, downloaded through the real server as a browser would (compressed), beside its target
 * (200,000 in at most 10 s on PostgreSQL), three times in a row, from a server whose heap is
 * capped at EXPORT_HEAP_MIB on PostgreSQL. It holds a slice or two of the list, never the file: its resident
 * memory, read every 200 ms, stays level as the files add up. (Uncapped, a heap grows lazily
 * towards V8's own limit before it collects, which reads like growth and is not.)
 */
export async function runExportLine(
  serverUrl: string,
  session: BenchSession,
  serverPid: number,
  targetSeconds: number,
): Promise<void> {
  const expected = await listTotal(serverUrl, session.admin.token);
  const mib = (value: number | undefined) => (value === undefined ? '?' : value.toFixed(0));
  const before = residentMemoryMiB(serverPid);
  let low = before ?? 0;
  let high = before ?? 0;
  const sampler = setInterval(() => {
    const rss = residentMemoryMiB(serverPid) ?? 0;
    low = Math.min(low, rss);
    high = Math.max(high, rss);
  }, MEMORY_SAMPLE_MS);
  console.log(
    `\nexport: every complaint as CSV, ${expected.toLocaleString('en-IN')} rows, ${RUNS} times, the server's heap capped at ${EXPORT_HEAP_MIB} MiB`,
  );
  let streamed = 0;
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const file = await downloadComplaints(serverUrl, session.admin.token);
      streamed += file.bytes;
      const pass = file.seconds <= targetSeconds && file.rows === expected;
      console.log(
        `  ${run}: ${file.rows.toLocaleString('en-IN')} rows, ${(file.bytes / 1024 / 1024).toFixed(1)} MiB, first bytes after ${file.firstByteMs.toFixed(0)} ms, all in ${file.seconds.toFixed(1)} s  ${pass ? 'PASS' : 'MISS'} (≤ ${targetSeconds} s); server RSS after it ${mib(residentMemoryMiB(serverPid))} MiB`,
      );
    }
  } finally {
    clearInterval(sampler);
  }
  console.log(
    `  server memory (RSS): ${mib(before)} MiB before; while ${(streamed / 1024 / 1024).toFixed(0)} MiB of files streamed, between ${mib(low)} and ${mib(high)} MiB`,
  );
}

/** How many complaints the office's list counts: the rows the file should hold. */
async function listTotal(serverUrl: string, token: string): Promise<number> {
  const response = await fetch(`${serverUrl}/api/complaints?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`the complaints list answered ${response.status}`);
  return ((await response.json()) as { pagination: { total: number } }).pagination.total;
}
