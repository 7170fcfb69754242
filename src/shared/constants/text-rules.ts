/**
 * Text the database cannot keep. PostgreSQL refuses U+0000 in text (the query fails), and a lone
 * UTF-16 surrogate is not Unicode at all: it would be stored silently as U+FFFD. Every string a
 * client sends is checked against this before it reaches a handler (decision 019).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why this text cannot be stored, or null when it can. */
export function textProblem(text: string): string | null {
  if (text.includes('\0')) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must not contain broken Unicode (an unpaired surrogate)';
  return null;
}

export interface InvalidText {
  /** Dotted path of the field, as zod names fields (`tags.2`); `root` when the value itself is the text. */
  field: string;
  problem: string;
}

/**
 * The first string in a JSON value, key or value, that cannot be stored. Walks without recursion:
 * a 1 MB body can nest deeper than the call stack.
 */
export function findInvalidText(value: unknown, root: string): InvalidText | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  const name = (path: string[]) => (path.length ? path.join('.') : root);
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { field: name(path), problem };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: [...path, String(i)] });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        const problem = textProblem(key);
        if (problem) return { field: name(path), problem: `a field name ${problem}` };
      }
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], path: [...path, entries[i]![0]] });
    }
  }
  return null;
}
