import { backupDatabase, describeTarget } from './backup-target';
import { megabytes, runCommand } from './command-line';

/** `npm run backup -- FILE` (docs/operations.md#backup-and-restore). */
await runCommand('backup', async (target, file) => {
  const { bytes } = await backupDatabase(target, file);
  return `Backed up ${describeTarget(target)} to ${file} (${megabytes(bytes)})`;
});
