import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every server started here and not yet seen to exit, so that a failed test can end them all. */
const running = new Set<ChildProcess>();
// Should the test process end before its cleanup ran, its servers must not outlive it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  url: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (null when ended by a signal) once the process has exited. */
  exited: Promise<number | null>;
  /** Sends SIGKILL at once; the process cannot clean up. */
  kill: () => void;
  /** Sends SIGTERM and waits for the graceful shutdown; returns the exit code. */
  stop: () => Promise<number | null>;
};

/**
 * Runs the real server (`node --import tsx apps/server/src/server.ts`) as a child process on a
 * free port with `env` added to this process's environment, and waits until /api/health answers
 * 200 (or, with `awaitHealth: false`, anything at all).
 * `checkout` runs another copy of the repository's server instead (the benchmark's A/B runs).
 */
export async function startServer(
  env: Record<string, string>,
  checkout = root,
  options: { awaitHealth?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: checkout,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    output: () => output,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  try {
    await waitForHealth(server, child, options.awaitHealth === false ? 'any answer' : 'healthy');
  } catch (error) {
    server.kill();
    await exited;
    throw error;
  }
  return server;
}

async function waitForHealth(
  server: ServerProcess,
  child: ChildProcess,
  until: 'healthy' | 'any answer',
) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}):\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${server.url}/api/health`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok || until === 'any answer') return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not become healthy:\n${server.output()}`);
}

/** Ends, with SIGKILL, every server started here that is still running. */
export async function killAllServers(): Promise<void> {
  const children = [...running];
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, named `{prefix}_{hex}`;
 * `drop()` removes it again, ending any connection still open to it.
 */
export async function createScratchPostgresDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    name,
    url: target.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
