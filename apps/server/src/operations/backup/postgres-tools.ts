import { spawn } from 'node:child_process';
import { BackupError } from './backup-error';

/**
 * How pg_dump, pg_restore and psql reach the database: the URL without its password, which goes
 * in PGPASSWORD, so that a process list never shows it.
 */
export function toolConnection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  // The tools are given the environment the command was started with (PATH, locale, PGSSL…),
  // which is not configuration of this product.
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  return { dbname: url.toString(), env };
}

/**
 * Starts one of PostgreSQL's client tools; `exited` settles with its exit code and its stderr, kept
 * for the message on failure.
 */
export function startTool(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: { stdin: 'pipe' | 'ignore'; stdout: 'pipe' | 'ignore' },
) {
  const child = spawn(command, args, { env, stdio: [stdio.stdin, stdio.stdout, 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found. It comes with PostgreSQL's client tools (on Debian and Ubuntu, the postgresql-client package): install the ones of your PostgreSQL server's major version or newer.`,
            )
          : error,
      );
    });
    child.on('close', (code) => resolve({ code, stderr: stderr.trim() }));
  });
  return { child, exited };
}

/** The tool's own words, shortened to the lines that say what went wrong. */
export function toolFailure(command: string, stderr: string): string {
  const lines = stderr.split('\n').filter((line) => line.trim() !== '');
  const errors = lines.filter((line) => /error|fatal|could not|unsupported/i.test(line));
  const said = (errors.length > 0 ? errors : lines).slice(0, 4).join(' ');
  const versions = /version mismatch|unsupported version/i.test(stderr)
    ? " pg_dump and pg_restore must be of the server's major version or newer."
    : '';
  return `${command} failed: ${said || 'it gave no reason'}.${versions}`;
}
