import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { cardAtLine, placeIn, withPlace, type ScrollPlace } from './scroll-places';

const STORAGE_KEY = 'explore-scroll';

function stored(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The sticky top bar covers the window's top: a card "at the top" is the first below it. */
const topLine = () => document.querySelector('body header')?.getBoundingClientRect().bottom ?? 0;
/** The results list's items: the grid's first list (a card's own lists are inside it). */
const cardsIn = (grid: RefObject<HTMLElement | null>) => [...(grid.current?.querySelector('ul')?.children ?? [])];

function placeNow(grid: RefObject<HTMLElement | null>): ScrollPlace {
  const cards = cardsIn(grid);
  const line = topLine();
  const card = cardAtLine((i) => cards[i]!.getBoundingClientRect().bottom, cards.length, line);
  return { y: window.scrollY, card, offset: card >= 0 ? cards[card]!.getBoundingClientRect().top - line : 0 };
}

function scrollTo(grid: RefObject<HTMLElement | null>, place: ScrollPlace) {
  const card = place.card >= 0 ? cardsIn(grid)[place.card] : undefined;
  if (card) window.scrollBy(0, card.getBoundingClientRect().top - topLine() - place.offset);
  else window.scrollTo(0, place.y);
}

/**
 * Puts explore's scroll back where it was when its list shows again after a reload, or a Back
 * that reloaded the page (issue 28 item 4, decision 062): the list arrives after the first paint,
 * when React Router's own restoration found the page too short. The place is stored for the
 * history entry as the person scrolls. An entry with none (the address opened in a new tab) goes
 * to `firstOfPage`, the first model of the page the address names, when the list was restored
 * down to it. `ready`: the list is on screen (not a skeleton, nor the previous filters' results).
 */
export function useRestoredScroll(grid: RefObject<HTMLElement | null>, ready: boolean, firstOfPage: number | null) {
  const location = useLocation();
  // A tab's first entry keeps the key "default" whatever is opened in it: its address tells those apart.
  const key = location.key === 'default' ? `default ${location.pathname}${location.search}` : location.key;
  const done = useRef(false);
  useLayoutEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const place = placeIn(stored(), key);
    if (place) scrollTo(grid, place);
    else if (firstOfPage) scrollTo(grid, { y: 0, card: firstOfPage, offset: 0 });
  }, [grid, ready, key, firstOfPage]);
  useLayoutEffect(() => {
    if (!ready) return;
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, withPlace(stored(), key, placeNow(grid)));
      } catch {
        // Storage full or refused: a reload then opens the list at the page the address names.
      }
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [grid, ready, key]);
}
