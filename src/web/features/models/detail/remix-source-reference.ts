/**
 * The model id in what an owner pastes to name a source: a model page's address (with or without
 * the slug, on any host), a path, or the id itself. Null when it names no model.
 */
export function modelIdFromReference(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  let path = trimmed;
  try {
    path = new URL(trimmed).pathname;
  } catch {
    // Not an address: a path or an id.
  }
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  if (segments.length === 1 && !path.startsWith('/')) return isIdShaped(segments[0]!) ? segments[0]! : null;
  if (segments[0] !== 'model' || segments.length < 2 || segments.length > 3) return null;
  // The model's edit page and family page name it before their last segment.
  const last = segments.length === 3 && PAGES_OF_A_MODEL.includes(segments[2]!) ? segments[1]! : segments[segments.length - 1]!;
  const id = decodeURIComponentSafe(last);
  return id !== null && isIdShaped(id) ? id : null;
}

const PAGES_OF_A_MODEL = ['edit', 'remixes'];

const isIdShaped = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);

function decodeURIComponentSafe(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
