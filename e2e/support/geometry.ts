import type { Locator } from 'playwright-core';

export interface Fit {
  /** Content wider than the box: a word runs past its edge. */
  overflow: number;
  /** How far the box's right edge is past the viewport's (0 when inside). */
  pastViewport: number;
}

/** Whether an element's text fits its box and the box fits the viewport. */
export async function fitOf(locator: Locator): Promise<Fit> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const right = Math.max(box.right, ...[...el.querySelectorAll('*')].map((child) => child.getBoundingClientRect().right));
    return {
      overflow: el.scrollWidth - el.clientWidth,
      pastViewport: Math.max(0, Math.ceil(right) - document.documentElement.clientWidth),
    };
  });
}

/**
 * How much of an input's placeholder is cut off (px); 0 when it all shows. The input shows the
 * placeholder's text as its value for a moment, so the browser's own layout (padding, any room a
 * clear button keeps) decides; a text that fits scrolls no wider than the box.
 */
export async function clippedPlaceholder(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const input = el as HTMLInputElement;
    const typed = input.value;
    input.value = input.placeholder;
    const overflow = input.scrollWidth - input.clientWidth;
    input.value = typed;
    return Math.max(0, overflow);
  });
}

/**
 * How much narrower a select is than its natural width (the width that shows its longest option
 * whole, as the browser sizes it unconstrained); 0 when nothing is cut.
 */
export async function squeezedSelect(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const clone = el.cloneNode(true) as HTMLSelectElement;
    clone.style.cssText = 'position:absolute;visibility:hidden;width:auto;min-width:0;max-width:none;left:0;top:0';
    document.body.append(clone);
    const natural = clone.getBoundingClientRect().width;
    clone.remove();
    return Math.max(0, Math.ceil(natural - el.getBoundingClientRect().width));
  });
}

/** How many lines an element's text runs to. */
export async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}
