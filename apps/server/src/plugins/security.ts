import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const security = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Vite emits no inline scripts; the docs page is the one place that needs more.
        upgradeInsecureRequests: null,
      },
    },
    // The app is served over plain HTTP on localhost too; HSTS belongs to the TLS proxy.
    hsts: false,
  });
  await app.register(compress, { threshold: 1024 });
});
