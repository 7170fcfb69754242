/**
 * Where explore was scrolled to, per history entry (React Router's location key, which a reload
 * and a Back after the page was dropped keep), as one stored text holding the latest PLACES_KEPT.
 * A place is the model card at the top of the window and how far above or below the top it was,
 * with the page's scroll for when no card was: later cards are laid out only as they come near
 * (content-visibility), so the same pixel offset can land elsewhere in a list read again.
 */
const PLACES_KEPT = 30;

export interface ScrollPlace {
  y: number;
  /** The card at the top of the window (its place in the list), -1 above the list. */
  card: number;
  /** Where that card's top was, from the window's top, in pixels. */
  offset: number;
}

type Stored = [key: string, place: ScrollPlace][];

const isPlace = (p: unknown): p is ScrollPlace =>
  typeof p === 'object' && p !== null && ['y', 'card', 'offset'].every((k) => Number.isFinite((p as Record<string, unknown>)[k]));

function parse(text: string | null): Stored {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((e): e is [string, ScrollPlace] => Array.isArray(e) && typeof e[0] === 'string' && isPlace(e[1])) : [];
  } catch {
    // Stored by another version of the app: a reload then starts at the top, as it did before.
    return [];
  }
}

/** The place stored for this history entry, if any. */
export function placeIn(text: string | null, key: string): ScrollPlace | null {
  return parse(text).find(([k]) => k === key)?.[1] ?? null;
}

/** The stored text with this entry's place, the newest last, the oldest dropped past PLACES_KEPT. */
export function withPlace(text: string | null, key: string, place: ScrollPlace): string {
  const others = parse(text).filter(([k]) => k !== key);
  const rounded = { y: Math.round(place.y), card: place.card, offset: Math.round(place.offset) };
  return JSON.stringify([...others, [key, rounded]].slice(-PLACES_KEPT));
}

/**
 * The first of the cards (in list order, whose tops and bottoms only grow) whose bottom is below
 * `line`: the card at the top of the window, found by halving. -1 when there is none.
 */
export function cardAtLine(bottoms: (index: number) => number, count: number, line: number): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (bottoms(middle) > line) high = middle;
    else low = middle + 1;
  }
  return low < count ? low : -1;
}
