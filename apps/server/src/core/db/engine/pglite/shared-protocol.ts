/**
 * A PGlite that runs single-batch statements from many callers at once (threaded-pglite.ts): a
 * batch ends with Sync and leaves the session idle, so batches from different callers cannot
 * disturb one another, and the database's thread runs them in the order they were sent. A batch
 * waits only while a transaction or a multi-step query holds the session.
 */
export type SharedProtocol = {
  execSharedProtocolRaw(message: Uint8Array): Promise<Uint8Array>;
};

export function isSharedProtocol(client: object): client is SharedProtocol {
  return typeof (client as Partial<SharedProtocol>).execSharedProtocolRaw === 'function';
}
