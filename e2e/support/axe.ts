import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.1 levels A and AA (2.0 rules included, as 2.1 builds on them). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Why axe may leave a text's contrast unjudged ("incomplete") without that hiding a problem: the
 * text sits behind an open dialog's backdrop or under a dialog's sticky header or footer (the
 * same text is checked on the page without the dialog, or with it scrolled), or it is not text
 * to read. Any other reason (a gradient or image behind the text, a translucent colour) means
 * axe could not check text that is on show, and fails the check like a violation would.
 */
const UNJUDGED_CONTRAST_ALLOWED = new Set([
  'bgOverlap',
  'elmPartiallyObscured',
  'elmPartiallyObscuring',
  'outsideViewport',
  'shortTextContent',
  'nonBmp',
  'emptyValue',
]);

/**
 * Runs axe-core on the whole of what the page shows now (with a dialog open, the page behind it
 * too) and throws, listing each rule and the elements that break it, when anything violates
 * WCAG 2.1 A/AA. `what` names the screen in the failure message.
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  // Colour contrast is judged on what is painted: let entering dialogs and toasts finish fading in.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))),
  );
  // A toast that starts to leave while axe reads the page would be judged half faded: while it
  // reads, toasts take their final look at once.
  const still = await page.addStyleTag({
    content: '[data-sonner-toast], [data-sonner-toast] * { transition: none !important; }',
  });

  const { violations, incomplete } = await new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    .analyze()
    .finally(() => still.evaluate((tag) => tag.parentNode?.removeChild(tag)));

  const report = violations.map((violation) => {
    const nodes = violation.nodes.map(
      (node) =>
        `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
    );
    return `  ${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
  });
  const unjudged = incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .flatMap((node) =>
      node.any
        .filter((check) => {
          const key = (check.data as { messageKey?: string } | null)?.messageKey ?? '';
          return !UNJUDGED_CONTRAST_ALLOWED.has(key);
        })
        .map((check) => `    ${node.target.join(' ')}\n      ${check.message}`),
    );
  if (unjudged.length > 0) {
    report.push(`  color-contrast could not be checked:\n${unjudged.join('\n')}`);
  }
  if (report.length > 0) {
    throw new Error(`Accessibility violations on ${what}:\n${report.join('\n')}`);
  }
}
