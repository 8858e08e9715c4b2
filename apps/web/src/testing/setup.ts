import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// Route modules load lazily; on a busy two-core CI machine running the server and browser suites
// at the same time, the first render can take longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not lay out pages; React Router's scroll restoration only needs the call to exist.
window.scrollTo = () => {};

// jsdom's Blob has no text(), which browsers have; the Import page reads its file with it.
if (typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
      reader.readAsText(this);
    });
  };
}

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
