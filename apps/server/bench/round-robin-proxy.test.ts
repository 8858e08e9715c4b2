import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { roundRobinProxy } from './round-robin-proxy';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(server: http.Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A server that answers its name, what it was sent, and how, on connections it counts. */
async function upstream(name: string) {
  const connections = new Set<unknown>();
  const server = http.createServer((request, response) => {
    connections.add(request.socket);
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'application/json', 'x-served-by': name });
      response.end(
        JSON.stringify({
          name,
          method: request.method,
          path: request.url,
          body,
          authorization: request.headers.authorization,
          forwardedFor: request.headers['x-forwarded-for'],
        }),
      );
    });
  });
  return { url: await listen(server), connections };
}

describe('the round-robin proxy of the two-server mix', () => {
  it('sends each request to the next server in turn, over connections it keeps open', async () => {
    const a = await upstream('a');
    const b = await upstream('b');
    const proxy = await listen(roundRobinProxy([new URL(a.url), new URL(b.url)]));

    const names: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await fetch(`${proxy}/api/x?i=${i}`);
      names.push(((await response.json()) as { name: string }).name);
    }

    expect(names).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    expect(a.connections.size).toBe(1);
    expect(b.connections.size).toBe(1);
  });

  it('passes the method, path, headers and body on, and the status and headers back', async () => {
    const a = await upstream('a');
    const proxy = await listen(roundRobinProxy([new URL(a.url)]));

    const response = await fetch(`${proxy}/api/complaints?limit=5`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"subject":"tap"}',
    });

    expect(response.status).toBe(201);
    expect(response.headers.get('x-served-by')).toBe('a');
    expect(await response.json()).toEqual({
      name: 'a',
      method: 'POST',
      path: '/api/complaints?limit=5',
      body: '{"subject":"tap"}',
      authorization: 'Bearer t',
      forwardedFor: '127.0.0.1',
    });
  });

  it('answers 502 when the server in turn cannot be reached', async () => {
    const gone = await listen(http.createServer());
    const closing = servers.pop();
    await new Promise((resolve) => closing?.close(resolve));
    const proxy = await listen(roundRobinProxy([new URL(gone)]));

    const response = await fetch(`${proxy}/api/health`);

    expect(response.status).toBe(502);
  });
});
