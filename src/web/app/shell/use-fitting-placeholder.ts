import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The longest of `choices` (longest first) that shows whole in the input at its current width,
 * else the last. Measured with the input's own font and followed as the input resizes, so no
 * width, zoom or font cuts the placeholder off mid-word.
 */
export function useFittingPlaceholder(ref: RefObject<HTMLInputElement | null>, choices: readonly string[]): string {
  const [index, setIndex] = useState(0);
  useLayoutEffect(() => {
    const input = ref.current;
    const context = document.createElement('canvas').getContext('2d');
    if (!input || !context) return;
    const pick = () => {
      // A hidden input (the top bar's on phones) has no width to fit.
      if (input.clientWidth === 0) return;
      const style = getComputedStyle(input);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const fitting = choices.findIndex((text) => context.measureText(text).width <= room);
      setIndex(fitting === -1 ? choices.length - 1 : fitting);
    };
    pick();
    const observer = new ResizeObserver(pick);
    observer.observe(input);
    return () => observer.disconnect();
  }, [ref, choices]);
  return choices[index] ?? '';
}
