import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

/** Debian's Chromium, with the flags this machine's closed network needs. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type BrowserSession = { page: Page; context: BrowserContext; baseUrl: string };

/**
 * One browser per test file and a fresh context (its own storage) per test. Any error logged in
 * the page's console or thrown by it fails the test.
 */
export function useBrowser(viewport = { width: 1280, height: 800 }): BrowserSession {
  const session = { baseUrl: inject('baseUrl') } as BrowserSession;
  let browser: Browser;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    pageErrors = [];
    session.context = await browser.newContext({ baseURL: session.baseUrl, viewport });
    session.page = await session.context.newPage();
    session.page.on('pageerror', (error) => pageErrors.push(error.message));
    session.page.on('console', (message) => {
      // A failed request the test provoked on purpose (a 401, a 409) is logged by the browser as
      // a resource error; that is the app working, not an app error.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        pageErrors.push(message.text());
      }
    });
  });
  afterEach(async () => {
    await session.context?.close();
    if (pageErrors.length > 0)
      throw new Error(`The page reported errors:\n${pageErrors.join('\n')}`);
  });

  return session;
}
