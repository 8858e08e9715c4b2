import type { Locator, Page } from 'playwright-core';

/** A run of this many characters without a space counts as one long word (a pasted link). */
const LONG_WORD = 40;

/**
 * Throws, listing what is wrong, when the page is wider than the window, or when a long word
 * shown on it sticks out of the card, dialog, sidebar or toast that holds it, or is cut off by
 * its box (an ellipsis instead of the rest of a name). `what` names the screen in the message.
 */
export async function expectLongWordsWrapped(page: Page, what: string): Promise<void> {
  const problems = await page.evaluate((longWord) => {
    const found: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > viewport)
      found.push(`the page is ${pageWidth} px wide in a ${viewport} px window`);

    const pattern = new RegExp(`\\S{${longWord},}`);
    const holders = '[role="dialog"], [data-sonner-toast], article, section, aside, li, main';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const element = node.parentElement;
      if (!element || !pattern.test(text) || element.closest('select, .sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not on show
      const label = `"${text.slice(0, 24)}…" in <${element.tagName.toLowerCase()}>`;

      if (box.left < 0 || box.right > viewport + 1) {
        found.push(
          `${label} runs out of the window (${Math.round(box.left)}–${Math.round(box.right)} px)`,
        );
      }
      const holder = element.closest(holders);
      const bounds = holder?.getBoundingClientRect();
      if (holder && bounds && (box.left < bounds.left - 1 || box.right > bounds.right + 1)) {
        found.push(`${label} sticks out of its <${holder.tagName.toLowerCase()}>`);
      }
      let ancestor: HTMLElement | null = element;
      for (; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const overflow = getComputedStyle(ancestor).overflowX;
        if (overflow !== 'visible' && ancestor.scrollWidth > ancestor.clientWidth + 1) {
          const tag = ancestor.tagName.toLowerCase();
          found.push(`${label} is cut off by <${tag} class="${ancestor.className}">`);
          break;
        }
      }
    }
    return found;
  }, LONG_WORD);
  if (problems.length > 0) {
    throw new Error(`Long words do not wrap on ${what}:\n  ${problems.join('\n  ')}`);
  }
}

/** Whether the element is wholly inside the window as the page is scrolled now. */
export async function isWithinViewport(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = locator.page().viewportSize();
  if (!box || !viewport) return false;
  return (
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width &&
    box.y + box.height <= viewport.height
  );
}

/**
 * The filters of a filter bar whose text does not fit: a select too narrow for the choice it
 * shows (or, with `everyChoice`, for any of its choices), or a box too narrow for its placeholder.
 * A select never scrolls, so its `scrollWidth` cannot tell; the text is measured in the select's
 * own font against the room inside its padding.
 */
export async function clippedFilterTexts(
  bar: Locator,
  { everyChoice = false }: { everyChoice?: boolean } = {},
): Promise<string[]> {
  return bar.evaluate((form, everyChoice) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('No canvas to measure text with');
    const controls = Array.from(
      form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'),
    );
    return controls.flatMap((control) => {
      if (control.offsetParent === null) return []; // folded away
      const style = getComputedStyle(control);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const texts =
        control instanceof HTMLSelectElement
          ? Array.from(everyChoice ? control.options : control.selectedOptions, ({ text }) => text)
          : [control.placeholder];
      return texts
        .filter((text) => context.measureText(text).width > room)
        .map((text) => `"${text}" in a ${Math.round(room)} px box (#${control.id})`);
    });
  }, everyChoice);
}

type Box = { x: number; y: number; width: number; height: number };

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
