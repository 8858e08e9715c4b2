export { emailOutboxRoutes } from './email-outbox-routes';
export { createEmailOutboxService } from './email-outbox-service';
export { smtpTransport } from './mail-transport';
export { queueEmail, replaceLapsedBodies } from './mail-queue-service';
export { outboxJob } from './outbox-sender';
