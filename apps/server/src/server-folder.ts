import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this module's own place. It sits directly in src/, as the compiled
 * server sits directly in dist/ (scripts/build-server.mjs), so the path holds run either way.
 */
export const serverFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
