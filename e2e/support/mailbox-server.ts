import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink';

/**
 * The e2e server's mail server: a real SMTP server that keeps what it is sent, and beside it an
 * HTTP address (`GET /messages`) where the tests, which run in other processes, read it.
 */
export async function startMailbox() {
  const sink = await startSmtpSink();
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(sink.messages));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    smtpUrl: sink.url,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sink.close();
    },
  };
}
