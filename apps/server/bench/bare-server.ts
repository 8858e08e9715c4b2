import { readFileSync } from 'node:fs';
import http from 'node:http';

/**
 * The yardstick: a bare node `http` server answering every request with the bytes the real
 * endpoint answered, so the ratio shows what the product adds on top of node itself. Run as its
 * own process, like the real server, so both compete with the load generator alike.
 */
const [bodyFile, status = '200'] = process.argv.slice(2);
if (!bodyFile) throw new Error('usage: bare-server <body-file> [status]');
const body = readFileSync(bodyFile);

const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(Number(status), {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  });
});
// The same backlog as the product's server, so a burst of connections is queued alike.
server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`${address.port}\n`);
});
