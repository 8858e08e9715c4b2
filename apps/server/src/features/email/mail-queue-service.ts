/*
 * For features/password-reset: queueing a message that is no bell line (a reset link) in the
 * caller's transaction, and replacing the bodies of waiting messages whose content has lapsed.
 */
export { queueEmail } from './outbox-repository';
export { replaceLapsedBodies } from './sending-repository';
