import http from 'node:http';
import type { ErrorResponse } from '@hms/shared/api';
import { apiMessages } from '@hms/shared/messages';

/**
 * Holds the server's port while it opens and migrates its database, answering every request
 * with 503 and Retry-After, so a load balancer's readiness check fails rather than finding no
 * one (docs/operations.md#health-and-readiness). Closed just before the app listens on the port.
 */
export async function listenWhileStarting(port: number, host: string) {
  const refusal: ErrorResponse = { success: false, message: apiMessages.serverStarting };
  const body = JSON.stringify(refusal);
  const server = http.createServer((_request, response) => {
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': '2',
      connection: 'close',
    });
    response.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
