import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// Route modules load lazily; on a busy two-core CI machine running the server and browser suites
// at the same time, the first render can take longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not lay out pages; React Router's scroll restoration only needs the call to exist.
window.scrollTo = () => {};

// A console.error in a test is a React warning or an unhandled failure: it fails the test.
const originalError = console.error;
let loggedErrors: string[] = [];

beforeEach(() => {
  loggedErrors = [];
  console.error = (...args: unknown[]) => {
    loggedErrors.push(args.map(String).join(' '));
    originalError(...args);
  };
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  console.error = originalError;
  if (loggedErrors.length > 0) {
    throw new Error(`Unexpected console.error:\n${loggedErrors.join('\n')}`);
  }
});
