import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server: the nearest folder above this module that holds a package.json. The source lives
 * in src/core/config and the compiled server in dist/ (scripts/build-server.mjs), so the search
 * finds the same folder run either way.
 */
function nearestPackageFolder(from: string): string {
  let folder = from;
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${from}`);
    folder = parent;
  }
  return folder;
}

export const serverFolder = nearestPackageFolder(path.dirname(fileURLToPath(import.meta.url)));
