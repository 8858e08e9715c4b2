import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiMessages } from '@hms/shared/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app from the same port as the API. Unknown paths outside /api get
 * index.html so the browser's router can show them; unknown /api paths get a JSON 404.
 */
export const webApp = fp(async (app: FastifyInstance, opts: { dist: string }) => {
  const hasBuild = fs.existsSync(path.join(opts.dist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.dist,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        // Vite names assets by content hash, so they never change under the same name.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ success: false, message: apiMessages.notFound });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
