// The entry of the embedded database's thread (pglite-thread.ts). A worker thread does not take
// `--import tsx` from its process, so it registers tsx itself before loading the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread.ts');
