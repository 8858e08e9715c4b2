import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * A fresh app for the test file that calls this at its top: `arrange` runs on it before the
 * file's tests, and the app is closed after them, `beforeClose` first to check what they left.
 * The object is filled in by the file's first hook, so read it inside tests and hooks only.
 */
export function appForFile<T extends object>(
  arrange: (app: TestApp) => Promise<T>,
  options: { beforeClose?: (app: TestApp) => Promise<void> } = {},
): T & { app: TestApp } {
  const fixture = {} as T & { app: TestApp };
  beforeAll(async () => {
    fixture.app = await createTestApp();
    Object.assign(fixture, await arrange(fixture.app));
  });
  afterAll(async () => {
    try {
      await options.beforeClose?.(fixture.app);
    } finally {
      await fixture.app.close();
    }
  });
  return fixture;
}
