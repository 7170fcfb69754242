import { ModelTags } from '../../../../shared/constants/model-fields';
import { TAG_MAX_LENGTH, TAGS_MAX } from '../../../../shared/constants/model-rules';

/** Why a tag cannot be added, in the server's own rule (lower case, ≤ 30 characters, letters and digits first). */
export function whyTagRefused(tag: string, tags: readonly string[]): string | null {
  if (tags.length >= TAGS_MAX) return `A model can have at most ${TAGS_MAX} tags.`;
  if (tag.length > TAG_MAX_LENGTH) return `Each tag can be at most ${TAG_MAX_LENGTH} characters.`;
  if (!ModelTags.safeParse([tag]).success) return 'Tags start with a letter or digit and may contain letters, digits, spaces and - _ . + &.';
  return null;
}

/**
 * Typed or pasted text (commas between tags) taken into the tags: every part that is a tag is added;
 * the parts that are not stay as text, with the first one's reason. However the text arrived (typed,
 * pasted, dropped, a phone keyboard's comma), nothing is lost and nothing refused is dropped quietly.
 */
export function takeTagText(text: string, tags: readonly string[]): { tags: string[]; rest: string; refusal: string | null } {
  const next = [...tags];
  const refused: string[] = [];
  let refusal: string | null = null;
  for (const part of text.split(',')) {
    const tag = part.trim().toLowerCase();
    if (!tag || next.includes(tag)) continue;
    const why = whyTagRefused(tag, next);
    if (why) {
      refused.push(part.trim());
      refusal ??= why;
    } else next.push(tag);
  }
  return { tags: next, rest: refused.join(', '), refusal };
}
