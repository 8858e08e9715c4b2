import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'e2e'],
    // One test file per core, not vitest's default of one fewer: a server test file spends much
    // of its time waiting on its database, so two at once on two cores took 77 s where one at a
    // time took 130 s. The browser tests keep to one file at a time (e2e/vitest.config.ts).
    maxWorkers: os.availableParallelism(),
  },
});
