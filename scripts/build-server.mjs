// `npm run build:server`: the server, with @hms/shared, compiled by esbuild into
// apps/server/dist, so production runs plain JavaScript with no TypeScript compiler loaded
// (docs/decisions/051). Packages from node_modules stay outside the bundle: node loads them as
// published, with the files they find beside themselves (PGlite's WebAssembly, the fonts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverDist = path.join(root, 'apps/server/dist');
/** What the bundle is made from: a change to any of them makes `npm start` build it again. */
export const serverSources = [
  'apps/server/src',
  'packages/shared/src',
  'packages/shared/package.json',
  'scripts/build-server.mjs',
];

// In a bundle every module's import.meta.url is the bundle's, in apps/server/dist, so a path
// resolved from it would miss, and only in production. These resolve nothing by a fixed path:
const elsewhereUsesOfImportMetaUrl = new Set([
  // It walks up to the nearest package.json, which is apps/server from src/ and from dist/ alike.
  'apps/server/src/core/config/server-folder.ts',
  // The thread is built beside the bundle under the name the source's entry has.
  'apps/server/src/core/db/engine/pglite/threaded-pglite.ts',
  // It resolves a package, which node finds by walking up to the same node_modules.
  'apps/server/src/features/fees/ledger/receipt-pdf.ts',
]);

/** Bundles first-party code (ours and the workspace's @hms/*); leaves other packages to node. */
const firstPartyOnly = {
  name: 'first-party-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hms/') ? undefined : { path: args.path, external: true },
    );
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const file = path.relative(root, args.path).split(path.sep).join('/');
      if (source.includes('import.meta.url') && !elsewhereUsesOfImportMetaUrl.has(file)) {
        return {
          errors: [
            {
              text: `${file} uses import.meta.url, which in the bundle names a file in apps/server/dist: find files through apps/server/src/core/config/server-folder.ts`,
            },
          ],
        };
      }
      return { contents: source, loader: 'ts' };
    });
  },
};

export async function buildServer() {
  fs.rmSync(serverDist, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [
      { in: 'apps/server/src/server.ts', out: 'server' },
      { in: 'apps/server/src/core/db/engine/pglite/pglite-thread.ts', out: 'pglite-thread-entry' },
    ],
    outdir: serverDist,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [firstPartyOnly],
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
}
