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
 * Of the given elements, those that are text of a chart's SVG (Recharts' axes and labels) with at
 * least 4.5:1 against the page behind the chart. axe cannot find the background behind SVG text
 * (it stops at the <svg>, "contains an image node"), so their contrast is measured here: the
 * text's own fill against the nearest opaque background of the HTML around the chart.
 */
async function chartTextsWithContrast(page: Page, targets: string[]): Promise<string[]> {
  if (targets.length === 0) return [];
  return page.evaluate((selectors) => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    return selectors.filter((selector) => {
      const text = document.querySelector(selector);
      const chart = text?.closest('svg.recharts-surface');
      if (!text || !chart || !text.closest('text')) return false;
      const fill = getComputedStyle(text).fill;
      // An opaque colour only: rgb(), not rgba() or a pattern.
      if (channels(fill).length !== 3) return false;
      let behind: Element | null = chart.parentElement;
      let background = '';
      for (; behind; behind = behind.parentElement) {
        const colour = getComputedStyle(behind).backgroundColor;
        const parts = channels(colour);
        if (parts.length === 3 || (parts.length === 4 && parts[3] === 1)) {
          background = colour;
          break;
        }
      }
      if (!background) background = 'rgb(255, 255, 255)';
      const [light, dark] = [luminance(fill), luminance(background)].sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05) >= 4.5;
    });
  }, targets);
}

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
  const unjudgedNodes = incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .flatMap((node) =>
      node.any
        .filter((check) => {
          const key = (check.data as { messageKey?: string } | null)?.messageKey ?? '';
          return !UNJUDGED_CONTRAST_ALLOWED.has(key);
        })
        .map((check) => ({ target: node.target.join(' '), message: check.message })),
    );
  const judgedHere = new Set(
    await chartTextsWithContrast(
      page,
      unjudgedNodes.map((n) => n.target),
    ),
  );
  const unjudged = unjudgedNodes
    .filter((node) => !judgedHere.has(node.target))
    .map((node) => `    ${node.target}\n      ${node.message}`);
  if (unjudged.length > 0) {
    report.push(`  color-contrast could not be checked:\n${unjudged.join('\n')}`);
  }
  if (report.length > 0) {
    throw new Error(`Accessibility violations on ${what}:\n${report.join('\n')}`);
  }
}
