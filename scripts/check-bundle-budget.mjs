/**
 * Sign-in bundle budget: the JavaScript a browser loads to show /login must stay at or under
 * 150 KiB (150 × 1024 bytes) gzipped. Measured on the built app (apps/web/dist): the entry chunk
 * plus every chunk it imports statically (what index.html loads or modulepreloads), followed
 * through Vite's manifest, each file gzipped with zlib's default level (6, as the server sends it).
 * Chunks fetched later by a dynamic import (a signed-in area, the forms' validation) do not count.
 *
 * Usage: npm run build && npm run check:bundle. Exits 1 over budget or when the build is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

function fail(message) {
  console.error(`check-bundle-budget: ${message}`);
  process.exit(1);
}

if (!fs.existsSync(path.join(dist, 'index.html')) || !fs.existsSync(manifestPath)) {
  fail(
    `no build with a manifest in ${path.relative(root, dist)}: run \`npm run build\` first ` +
      '(vite.config.ts sets build.manifest).',
  );
}

/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>} */
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('the manifest names no entry chunk.');

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    const full = path.join(dist, file);
    if (!fs.existsSync(full)) fail(`the manifest lists ${file}, which is not in the build.`);
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(full)).length);
  }
  return gzipCache.get(file);
}

/** A chunk and everything it imports statically, each once. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

function filesOf(keys) {
  return [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

function total(files) {
  return files.reduce((sum, file) => sum + gzipSize(file), 0);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

// The sign-in route: what the entry needs before it can render anything.
const signInKeys = staticClosure(entryKey);
const signInFiles = filesOf(signInKeys);
const signInBytes = total(signInFiles);

// Every file index.html references must be in that set, or the walk above missed something.
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const [, href] of html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)) {
  if (!signInFiles.includes(href))
    fail(`index.html loads ${href}, which the manifest walk missed.`);
}

/**
 * An area: the chunks its route modules need beyond what sign-in has already loaded. For
 * information only; these are fetched when a signed-in user first opens the area.
 */
function areaFiles(prefix) {
  const keys = new Set();
  for (const key of Object.keys(manifest)) {
    if (key.startsWith(prefix)) staticClosure(key, keys);
  }
  return filesOf(keys).filter((file) => !signInFiles.includes(file));
}

const rows = [
  ['sign-in (/login)', signInFiles.length, signInBytes, `≤ ${kib(BUDGET_BYTES)}`],
  ...[
    ['admin area (all /admin/* routes)', 'src/app/routes/admin/'],
    ['student area (all /student/* routes)', 'src/app/routes/student/'],
  ].map(([label, prefix]) => {
    const files = areaFiles(prefix);
    return [label, files.length, total(files), 'info'];
  }),
];

console.log('Gzipped JavaScript per route (zlib level 6; 1 KiB = 1024 bytes)\n');
console.log(`${'route'.padEnd(38)}${'files'.padStart(6)}${'gzipped'.padStart(12)}  budget`);
for (const [label, count, bytes, budget] of rows) {
  console.log(
    `${label.padEnd(38)}${String(count).padStart(6)}${kib(bytes).padStart(12)}  ${budget}`,
  );
}
console.log('\nSign-in files:');
for (const file of [...signInFiles].sort((a, b) => gzipSize(b) - gzipSize(a))) {
  console.log(`  ${file.padEnd(48)}${kib(gzipSize(file)).padStart(12)}`);
}

if (signInBytes > BUDGET_BYTES) {
  fail(
    `the sign-in route loads ${kib(signInBytes)} (${signInBytes} bytes) of gzipped JavaScript, ` +
      `over its budget of ${kib(BUDGET_BYTES)} (${BUDGET_BYTES} bytes).`,
  );
}
console.log(`\nWithin budget: ${kib(signInBytes)} of ${kib(BUDGET_BYTES)}.`);
