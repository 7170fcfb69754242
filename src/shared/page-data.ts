/**
 * The answers a page's first screen needs, sent inside its HTML (decision 022) so the browser
 * renders them without waiting for a round trip per call. The server writes them as JSON in a
 * `<script type="application/json" id="page-data">`; the web app takes each one once, by the
 * callable's name and its input, and asks the API for anything else.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageDataCall {
  name: string;
  input: Record<string, unknown>;
  result: unknown;
}

export interface PageData {
  calls: PageDataCall[];
}

function sortedValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sortedValue(v)]),
    );
  }
  return value;
}

/** One spelling per call: keys sorted, undefined fields dropped, no input the same as `{}`. */
export function pageDataKey(name: string, input: unknown): string {
  return `${name}:${JSON.stringify(sortedValue(input ?? {}))}`;
}
