import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
let markToasterReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve;
});
let markToastRaised: () => void = () => {};
const toastRaised = new Promise<void>((resolve) => {
  markToastRaised = resolve;
});

/**
 * Sonner, the toast library, is fetched once the first screen is up rather than with it: no page
 * shows a toast before it has been used, and it keeps ~9 KiB gzipped off the sign-in page's
 * critical path (scripts/check-bundle-budget.mjs).
 */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    // A failed download is tried again by the next toast.
    sonner = undefined;
    throw error;
  });
  return sonner;
}

/**
 * How long after the first screen has its data the Toaster waits before downloading: long enough
 * for that screen to be painted, so the download never competes with it.
 */
const TOASTER_DELAY_MS = 1000;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    // `typeof` of the bare name: the delay above can outlive the page's window (a test's, torn down).
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: 3000 });
    } else {
      setTimeout(resolve, 0);
    }
  });
}

/**
 * When the Toaster should be fetched: a moment after the first screen has its data, once the
 * browser is idle, so the download does not compete with the page's own code and calls (a
 * signed-in page waits on several), or at once when a toast is raised.
 */
export function whenToasterWanted(firstScreenLoaded: Promise<void>): Promise<void> {
  const quiet = firstScreenLoaded
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, TOASTER_DELAY_MS)))
    .then(whenIdle);
  return Promise.race([quiet, toastRaised]);
}

/** Called by the app's Toaster once it listens, so no toast is raised before anyone shows it. */
export function onToasterMounted(): void {
  markToasterReady();
}

async function show(kind: 'success' | 'error', message: string, options?: ExternalToast) {
  markToastRaised();
  const [{ toast: sonnerToast }] = await Promise.all([loadSonner(), toasterReady]);
  sonnerToast[kind](message, options);
}

/** `toast` from sonner, for the calls the app makes: raised as soon as sonner is there. */
export const toast = {
  success: (message: string, options?: ExternalToast): void => {
    show('success', message, options).catch(() => {
      // Sonner could not be fetched: the app goes on without this toast.
    });
  },
  error: (message: string, options?: ExternalToast): void => {
    show('error', message, options).catch(() => {
      // As above.
    });
  },
};
