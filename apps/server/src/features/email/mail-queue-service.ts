import * as outbox from './outbox-repository';
import * as sending from './sending-repository';

/** Queues a message that is no bell line (a password-reset link), in the caller's transaction. */
export const queueEmail = outbox.queueEmail;

/** Replaces the body of every waiting message whose content has lapsed; answers how many. */
export const replaceLapsedBodies = sending.replaceLapsedBodies;
