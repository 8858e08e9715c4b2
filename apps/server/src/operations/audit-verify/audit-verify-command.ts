import { loadConfig } from '../../core/config/env';
import { loadEnvFile } from '../../core/config/env-file';
import { openDatabase } from '../../core/db/open-database';
import { describeTarget } from '../backup/backup-target';
import type { ChainVerdict } from './chain-verdict';
import { verifyDatabase } from './verify-database';
import { verifyExport } from './verify-export';

/**
 * `npm run audit:verify [-- FILE]` (docs/operations.md#checking-the-audit-trail): the hash chain
 * of the database the server would use, or of an Activity export. One line either way; exit 0
 * when whole, 1 when broken, 2 when it could not be checked.
 */
async function verify(file: string | undefined): Promise<ChainVerdict> {
  if (file) return verifyExport(file);
  loadEnvFile();
  const target = loadConfig();
  process.stdout.write(`Checking the audit trail of ${describeTarget(target)} …\n`);
  const database = await openDatabase(target);
  try {
    return await verifyDatabase(database.db);
  } finally {
    await database.close();
  }
}

const args = process.argv.slice(2);
if (args.length > 1 || args[0]?.startsWith('-')) {
  console.error('Usage: npm run audit:verify [-- FILE]');
  process.exit(2);
}
try {
  const verdict = await verify(args[0]);
  if (verdict.whole) process.stdout.write(`${verdict.line}\n`);
  else console.error(verdict.line);
  process.exit(verdict.whole ? 0 : 1);
} catch (error) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const reason = error instanceof Error ? error.message : String(error);
  console.error(
    `The audit trail could not be checked: ${reason}${cause ? ` (${cause.message})` : ''}`,
  );
  process.exit(2);
}
