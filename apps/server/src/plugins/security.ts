import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../core/config/env';
import { securityHeaders } from './security-headers';

/** A year, subdomains included: what browsers' preload lists ask of a site served over TLS. */
const STRICT_TRANSPORT = 'max-age=31536000; includeSubDomains';

export const security = fp(async (app: FastifyInstance, { hsts }: { hsts: Config['hsts'] }) => {
  const headers = securityHeaders({
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
    // Sent below, only where the request came over TLS: on plain HTTP (localhost) it is ignored
    // at best, and a browser told it would refuse the app's own plain address.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    // Behind a trusted proxy the protocol is the one the proxy says it was reached by.
    if (hsts === 'on' || (hsts === 'auto' && request.protocol === 'https')) {
      reply.header('strict-transport-security', STRICT_TRANSPORT);
    }
    done();
  });
  await app.register(compress, { threshold: 1024 });
});
