import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // Two minutes: a story of many pages took over one when both browser passes ran at once.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One browser at a time: two cores are shared with the server under test.
    fileParallelism: false,
  },
});
