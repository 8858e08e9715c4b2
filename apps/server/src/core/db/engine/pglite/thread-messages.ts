/** What the embedded database's thread is started with (see pglite-thread.ts). */
export type ThreadSetup = {
  /** The data directory; neither this nor `templateFile` means a database in memory. */
  dataDir?: string;
  /**
   * A dump of a data directory to start from, in memory: the tests' template, already migrated,
   * so the thread does not migrate it again.
   */
  templateFile?: string;
  /** null: no upkeep (a test's short-lived database); undefined: the default interval. */
  maintenanceIntervalMs?: number | null;
};

export type ThreadRequest =
  | { kind: 'protocol'; id: number; bytes: Uint8Array; syncToFs: boolean }
  /** The data directory's files copied to `to`, checkpointed, while no statement runs. */
  | { kind: 'copy-files'; id: number; to: string }
  | { kind: 'close' };

export type ThreadReply =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  | { kind: 'answer'; id: number; bytes: Uint8Array }
  | { kind: 'failure'; id: number; message: string }
  | { kind: 'copied'; id: number; seconds: number }
  | { kind: 'maintenance-failed'; message: string }
  | { kind: 'closed' };

/** ReadyForQuery ('Z', length 5) whose status is 'I' (idle). */
const READY_AND_IDLE = [0x5a, 0, 0, 0, 5, 0x49];

/**
 * Whether PostgreSQL's answer to a batch leaves the session idle: it ends with ReadyForQuery
 * whose status is 'I', not 'T' (in a transaction) or 'E' (in a failed one). A batch without Sync
 * ends with no ReadyForQuery and leaves the session as busy as it was.
 */
export function sessionIdleAfter(answer: Uint8Array): boolean {
  const from = answer.length - READY_AND_IDLE.length;
  return from >= 0 && READY_AND_IDLE.every((byte, i) => answer[from + i] === byte);
}
