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

type Viewport = { width: number; height: number };

export type BrowserSession = {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  /**
   * Another page in a context of its own, for a second user or size in the same test. Its errors
   * fail the test as the first page's do, and it is closed with the test's own.
   */
  openPage: (viewport: Viewport) => Promise<Page>;
};

/**
 * One browser per test file and a fresh context (its own storage) per test. Any error logged in
 * the page's console or thrown by it fails the test.
 */
export function useBrowser(viewport: Viewport = { width: 1280, height: 800 }): BrowserSession {
  const session = { baseUrl: inject('baseUrl') } as BrowserSession;
  let browser: Browser;
  let pageErrors: string[] = [];
  let contexts: BrowserContext[] = [];

  async function newPage(size: Viewport) {
    const context = await browser.newContext({ baseURL: session.baseUrl, viewport: size });
    // CI runs the two browser passes side by side on two shared cores, where one server answer
    // was seen to take over Playwright's default 30 s; a real failure still fails, a minute on.
    context.setDefaultTimeout(60_000);
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      // A failed request the test provoked on purpose (a 401, a 409) is logged by the browser as
      // a resource error; that is the app working, not an app error.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        pageErrors.push(message.text());
      }
    });
    return { context, page };
  }
  session.openPage = async (size) => (await newPage(size)).page;

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
    contexts = [];
    Object.assign(session, await newPage(viewport));
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    if (pageErrors.length > 0)
      throw new Error(`The page reported errors:\n${pageErrors.join('\n')}`);
  });

  return session;
}
