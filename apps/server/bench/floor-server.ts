import { readFileSync } from 'node:fs';
import { loadConfig } from '../src/core/config/env';
import { openDatabase } from '../src/core/db/open-database';
import { createServices } from '../src/services';
import { passKeyFrom } from '../src/features/gate';
import { guardianLinkKeyFrom } from '../src/features/leave';
import {
  benchAccounts,
  benchCallerRole,
  benchEndpoints,
  type BenchCaller,
} from './bench-endpoints';
import { serveRecordedAnswer } from './recorded-answer-server';

/**
 * The floor: a bare node `http` server that, for every request, does what the endpoint's route
 * asks of the services (the account read, its statements, their answers turned into records)
 * and then answers the bytes the real endpoint answered. What is left between it and the product
 * is the framework: routing, hooks, the token, checking input and writing the answer. And what
 * it cannot reach, no server of this design can on this machine.
 *
 * Run as its own process, with the real server's environment (DATABASE_URL, pool size, caches),
 * for PostgreSQL only: the embedded database admits one process, the real server's.
 */
const [endpointName, bodyFile, status = '200', setting = '{}'] = process.argv.slice(2);
if (!endpointName || !bodyFile) {
  throw new Error('usage: floor-server <endpoint> <body-file> <status> <{"hostelId","callers"}>');
}
const { hostelId, callers } = JSON.parse(setting) as {
  hostelId: string;
  callers: Record<BenchCaller, string>;
};
const endpoint = benchEndpoints(hostelId).find((e) => e.name === endpointName);
const work = endpoint?.work;
if (!endpoint || !work) throw new Error(`no floor for the endpoint "${endpointName}"`);
const body = readFileSync(bodyFile);

const config = loadConfig();
if (!config.databaseUrl) throw new Error('the floor runs on PostgreSQL only: set DATABASE_URL');
const database = await openDatabase(config);
const services = createServices({
  db: database.db,
  config,
  signToken: () => {
    throw new Error('the floor signs nobody in');
  },
  keys: {
    gatePass: passKeyFrom('the floor reads no pass'),
    guardianLinks: guardianLinkKeyFrom('the floor reads no pass'),
  },
});
const findAccount = benchAccounts(database.db);
const role = benchCallerRole(endpoint.caller);
const id = callers[endpoint.caller];

// The load generator counts the 500s of a failed call, and the bench refuses a line that has any.
const { server, settled } = serveRecordedAnswer(body, Number(status), async () =>
  work(services, await findAccount(role, id)),
);
// The database goes once the last request's work is done, not under one still in flight, even
// one whose client has gone.
process.once('SIGTERM', () => {
  server.closeIdleConnections();
  server.close(() => void settled().then(() => database.close().then(() => process.exit(0))));
});
