/**
 * Signals between the servers over one database (docs/decisions/052): "something changed", so
 * what a server keeps stops being reused; "e-mail was queued", so a sender looks now. Carried by
 * PostgreSQL's LISTEN/NOTIFY; the embedded database has one process and none.
 */
export type Signals = {
  /** Tells every other server listening on `channel`. */
  publish: (channel: string) => Promise<void>;
  /**
   * `onSignal` runs for each signal on `channel` from another server or from the database's own
   * triggers, and after a lost connection is restored (signals may have been missed meanwhile).
   */
  subscribe: (channel: string, onSignal: () => void) => void;
  close: () => Promise<void>;
};
