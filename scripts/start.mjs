// `npm start`: builds the web app and the server when their builds are missing or older than their
// sources, then runs the compiled server (docs/decisions/051), which serves the API and the web
// app on one port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverDist, serverSources } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'packages/shared/src',
];
const builtServer = path.join(serverDist, 'server.mjs');

function newestChange(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))),
  );
}

/** Whether `built` is missing or older than any of `sources`. */
function stale(built, sources) {
  const builtAt = fs.statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return builtAt < Math.max(...sources.map((s) => newestChange(path.join(root, s))));
}

if (stale(builtIndex, webSources)) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (stale(builtServer, serverSources)) {
  console.log('Building the server...');
  await buildServer();
}

const server = spawn(process.execPath, [builtServer], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
