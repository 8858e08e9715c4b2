import { roundRobinProxy } from './round-robin-proxy';

/**
 * The one port of the two-server mix (two-servers.ts): the round-robin proxy in a process of its
 * own, so its CPU is counted apart from the load generator's and the servers'.
 */
const upstreams = process.argv.slice(2).map((address) => new URL(address));
const server = roundRobinProxy(upstreams);
// The same backlog as the product's server, so a burst of connections is queued alike.
server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`${address.port}\n`);
});
