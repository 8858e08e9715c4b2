export { emailOutboxRoutes } from './email-outbox-routes';
export { createEmailOutboxService } from './email-outbox-service';
export { smtpTransport } from './mail-transport';
export { queueEmail } from './outbox-repository';
export { outboxJob } from './outbox-sender';
export { replaceLapsedBodies } from './sending-repository';
