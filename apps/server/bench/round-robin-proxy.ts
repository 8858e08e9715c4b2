import http from 'node:http';

/**
 * Headers about one connection rather than the message (RFC 9110, section 7.6.1): each side of
 * the proxy has its own connection, so they are never passed across.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function passedOn(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

/**
 * One port in front of several servers, as a load balancer puts it: each request goes to the
 * next server in turn, over connections kept open to it, and its answer comes back as it
 * arrives. A server that cannot be reached is answered 502, which the load generator counts.
 */
export function roundRobinProxy(upstreams: readonly URL[]): http.Server {
  if (upstreams.length === 0) throw new Error('the proxy needs at least one server behind it');
  // Free connections are kept for the bursts of an open loop: closing them would make the next
  // burst open new ones, a cost a load balancer in production does not pay either.
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 1024 });
  let turn = 0;
  return http.createServer((request, response) => {
    const upstream = upstreams[turn % upstreams.length] ?? upstreams[0];
    turn += 1;
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const outgoing = http.request(
      {
        agent,
        host: upstream?.hostname,
        port: upstream?.port,
        method: request.method,
        path: request.url,
        headers: { ...passedOn(request.headers), 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (response.destroyed) return;
      if (response.headersSent) response.destroy();
      else response.writeHead(502).end();
    });
    // A client that gives up takes its request to the server with it.
    response.on('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
    request.pipe(outgoing);
  });
}
