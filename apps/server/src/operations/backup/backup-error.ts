/**
 * A refusal or a failure of `npm run backup` or `npm run restore`, worded for the person at the
 * terminal: the command prints its message alone, without a stack.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
