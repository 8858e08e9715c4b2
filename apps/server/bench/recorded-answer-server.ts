import http from 'node:http';

/**
 * Serves `body` with `status` to every request, once `before` (when given) has settled for it,
 * and prints the port it listens on for the benchmark that started it. A request whose `before`
 * fails is answered 500, which the load generator counts. The bare and floor servers are this,
 * with and without a call's own work.
 */
export function serveRecordedAnswer(
  body: Buffer,
  status: number,
  before?: () => Promise<unknown>,
): { server: http.Server; settled: () => Promise<void> } {
  // Work whose client has gone still runs; the floor closes its database only after it.
  let working = 0;
  let wake: (() => void) | undefined;
  const settled = () =>
    working === 0 ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve));
  const answer = (response: http.ServerResponse) => {
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (!before) return answer(response);
      working += 1;
      before()
        .then(
          () => answer(response),
          (error: unknown) => {
            console.error(error);
            response.writeHead(500).end();
          },
        )
        .finally(() => {
          working -= 1;
          if (working === 0) wake?.();
        });
    });
  });
  // The same backlog as the product's server, so a burst of connections is queued alike.
  server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => {
    const address = server.address();
    if (address && typeof address === 'object') process.stdout.write(`${address.port}\n`);
  });
  return { server, settled };
}
