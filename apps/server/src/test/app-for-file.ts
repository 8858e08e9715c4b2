import { afterAll, beforeAll } from 'vitest';
import { registerAdmin } from './factories';
import { createTestApp, type TestApp } from './test-app';

/** How the file's app is built (`config`, `throttleLimits`), and what to check before it closes. */
type FileAppOptions = NonNullable<Parameters<typeof createTestApp>[0]> & {
  beforeClose?: (app: TestApp) => Promise<void>;
};

/**
 * A fresh app for the test file that calls this at its top: `arrange` runs on it before the
 * file's tests, and the app is closed after them, `beforeClose` first to check what they left.
 * The object is filled in by the file's first hook, so read it inside tests and hooks only.
 */
export function appForFile<T extends object>(
  arrange: (app: TestApp) => Promise<T>,
  options: FileAppOptions = {},
): T & { app: TestApp } {
  const fixture = {} as T & { app: TestApp };
  beforeAll(async () => {
    fixture.app = await createTestApp(options);
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

/** The arrangement most files need: an administrator, `admin` being their token. */
export async function withAdmin(app: TestApp) {
  return { admin: (await registerAdmin(app)).token };
}
