import * as outbox from './outbox-repository';
import * as sending from './sending-repository';

/** Queues a message that is no bell line, in the caller's transaction (a password-reset link). */
export function queueEmail(...args: Parameters<typeof outbox.queueEmail>) {
  return outbox.queueEmail(...args);
}

/** Replaces the body of every waiting message whose content has lapsed; answers how many. */
export function replaceLapsedBodies(...args: Parameters<typeof sending.replaceLapsedBodies>) {
  return sending.replaceLapsedBodies(...args);
}
