import { describeTarget, restoreDatabase } from './backup-target';
import { runCommand } from './command-line';

/** `npm run restore -- FILE` (docs/operations.md#backup-and-restore). */
await runCommand('restore', async (target, file) => {
  const { tables } = await restoreDatabase(target, file);
  return `Restored ${describeTarget(target)} from ${file} (${tables} tables)`;
});
