/** The longest the caller waits for the report of the first paint. */
const FIRST_PAINT_TIMEOUT_MS = 250;

/**
 * Runs `start` once the browser reports that it has put something on screen (paint timing's
 * 'first-contentful-paint'), which is when the frame was shown rather than merely drawn. A hidden
 * tab paints nothing and some browsers report nothing: they start at once, and the timer covers a
 * report that never comes.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  const reportsPaint = PerformanceObserver.supportedEntryTypes.includes('paint');
  if (document.visibilityState === 'hidden' || !reportsPaint) {
    startOnce();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startOnce();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    startOnce();
  }, FIRST_PAINT_TIMEOUT_MS);
}
