// The entry of the embedded database's thread (pglite-thread.ts), run from the sources. A worker
// thread does not take `--import tsx` from its process, so it registers tsx itself before loading
// the TypeScript. The compiled server has pglite-thread.ts built under this name beside it
// (scripts/build-server.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread.ts');
