/**
 * Text the database cannot keep, and text that hides what it says. PostgreSQL refuses U+0000 in
 * text (the query fails), and a lone UTF-16 surrogate is not Unicode at all: it would be stored
 * silently as U+FFFD. Bidirectional controls and zero-width characters make a name or a comment
 * show something other than its letters (`admin` with a zero-width space is another name; a
 * right-to-left override turns `gpj.exe` around). Every string a client sends is checked against
 * this before it reaches a handler (decisions 019 and 050).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Invisible characters, named as the message shows them. */
const INVISIBLE_NAMES: Record<string, string> = {
  '\u061c': 'U+061C Arabic letter mark',
  '\u180e': 'U+180E Mongolian vowel separator',
  '\u200b': 'U+200B zero-width space',
  '\u200c': 'U+200C zero-width non-joiner',
  '\u200d': 'U+200D zero-width joiner',
  '\u200e': 'U+200E left-to-right mark',
  '\u200f': 'U+200F right-to-left mark',
  '\u202a': 'U+202A left-to-right embedding',
  '\u202b': 'U+202B right-to-left embedding',
  '\u202c': 'U+202C pop directional formatting',
  '\u202d': 'U+202D left-to-right override',
  '\u202e': 'U+202E right-to-left override',
  '\u2060': 'U+2060 word joiner',
  '\u2066': 'U+2066 left-to-right isolate',
  '\u2067': 'U+2067 right-to-left isolate',
  '\u2068': 'U+2068 first strong isolate',
  '\u2069': 'U+2069 pop directional isolate',
  '\ufeff': 'U+FEFF zero-width no-break space',
};
const INVISIBLE = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/**
 * Scripts whose spelling needs the joiners: Indian scripts choose conjuncts and chillu letters with
 * them (Malayalam chillu letters, Kannada and Devanagari half forms), Arabic-script languages (Persian, Urdu) part
 * letters with the non-joiner.
 */
const JOINING_SCRIPT_LETTER =
  /^[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}]$/u;
/** What may come before a joiner inside one emoji (woman and laptop, rainbow flag, a skin tone then a sign) and after it. */
const EMOJI_BEFORE_JOINER = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f\u20e3]$/u;
const EMOJI_AFTER_JOINER = /^\p{Extended_Pictographic}$/u;

function codePointBefore(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  const start = low >= 0xdc00 && low <= 0xdfff && index >= 2 ? index - 2 : index - 1;
  return index > 0 ? String.fromCodePoint(text.codePointAt(start)!) : '';
}

function codePointAfter(text: string, index: number): string {
  return index + 1 < text.length ? String.fromCodePoint(text.codePointAt(index + 1)!) : '';
}

/**
 * A joiner is kept where writing needs it: after a letter or sign of a joining script (a word may
 * end in one: Malayalam's older chillu spelling is a virama then a joiner), or inside an emoji.
 * Never before another invisible character, nor after Latin or other letters it would only hide in.
 */
function joinerIsNeeded(text: string, index: number): boolean {
  const before = codePointBefore(text, index);
  const after = codePointAfter(text, index);
  if (after.match(INVISIBLE)) return false;
  if (JOINING_SCRIPT_LETTER.test(before)) return true;
  return text[index] === '\u200d' && EMOJI_BEFORE_JOINER.test(before) && EMOJI_AFTER_JOINER.test(after);
}

/** The first invisible character in the text that is not part of its writing, or null. */
function hiddenCharacter(text: string): string | null {
  for (const match of text.matchAll(INVISIBLE)) {
    const char = match[0];
    if ((char === '\u200c' || char === '\u200d') && joinerIsNeeded(text, match.index)) continue;
    return INVISIBLE_NAMES[char]!;
  }
  return null;
}

/** Why this text cannot be stored, or null when it can. */
export function textProblem(text: string): string | null {
  if (text.includes('\0')) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must not contain broken Unicode (an unpaired surrogate)';
  const hidden = hiddenCharacter(text);
  if (hidden) return `must not contain invisible formatting characters (${hidden}), which can disguise what the text says`;
  return null;
}

export interface InvalidText {
  /** Dotted path of the field, as zod names fields (`tags.2`); `root` when the value itself is the text. */
  field: string;
  problem: string;
}

/** A value still to check, and how it was reached: the path is built only for a value that fails. */
interface Pending {
  value: unknown;
  key: string;
  parent: Pending | null;
}

function pathOf(node: Pending | null, root: string): string {
  const keys: string[] = [];
  for (let at = node; at?.parent; at = at.parent) keys.push(at.key);
  return keys.length ? keys.reverse().join('.') : root;
}

/**
 * The first string in a JSON value, key or value, that cannot be stored. Walks without recursion
 * (a 1 MB body can nest deeper than the call stack) and in time linear in the value's size: each
 * value keeps only its parent, not a copy of its path.
 */
export function findInvalidText(value: unknown, root: string): InvalidText | null {
  const stack: Pending[] = [{ value, key: '', parent: null }];
  while (stack.length) {
    const current = stack.pop()!;
    const { value: inner } = current;
    if (typeof inner === 'string') {
      const problem = textProblem(inner);
      if (problem) return { field: pathOf(current, root), problem };
    } else if (Array.isArray(inner)) {
      for (let i = inner.length - 1; i >= 0; i--) stack.push({ value: inner[i], key: String(i), parent: current });
    } else if (inner !== null && typeof inner === 'object') {
      const entries = Object.entries(inner);
      for (const [key] of entries) {
        const problem = textProblem(key);
        if (problem) return { field: pathOf(current, root), problem: `a field name ${problem}` };
      }
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], key: entries[i]![0], parent: current });
    }
  }
  return null;
}
