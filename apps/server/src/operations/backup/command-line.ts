import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../core/config/env';
import { loadEnvFile } from '../../core/config/env-file';
import { BackupError } from './backup-error';
import { describeTarget, type BackupTarget } from './backup-target';

function say(line: string) {
  process.stdout.write(`${line}\n`);
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: one file named, the database the server
 * would use, what was done and how long it took; a refusal or failure as one sentence, exit 1.
 */
export async function runCommand(
  name: 'backup' | 'restore',
  work: (target: BackupTarget, file: string) => Promise<string>,
) {
  const args = process.argv.slice(2);
  const file = args[0];
  if (args.length !== 1 || !file || file.startsWith('-')) {
    console.error(`Usage: npm run ${name} -- FILE`);
    process.exit(2);
  }
  try {
    loadEnvFile();
    const target = loadConfig();
    say(
      name === 'backup'
        ? `Backing up ${describeTarget(target)} to ${file} …`
        : `Restoring ${describeTarget(target)} from ${file} …`,
    );
    const started = performance.now();
    const done = await work(target, file);
    say(`${done} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    // A refusal is its sentence alone; anything else also has its cause, which says more.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
    console.error(
      error instanceof BackupError
        ? error.message
        : `The ${name} failed: ${error instanceof Error ? error.message : String(error)}${cause ? ` (${cause.message})` : ''}`,
    );
    process.exit(1);
  }
}
