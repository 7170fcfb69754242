import { LICENCE_LABELS, type Licence } from './model-rules';

/** Issue 33 item 3 (decision 091): how many models one model may declare it remixes. */
export const REMIX_SOURCES_MAX = 10;
/** The model page's "Remixes": this many newest, then a link to the family tree. */
export const REMIXES_SHOWN_DEFAULT = 8;
export const REMIXES_SHOWN_MAX = 24;
/** The family tree: generations walked up and down from the model, and models shown in all. */
export const REMIX_TREE_DEPTH = 4;
export const REMIX_TREE_MODELS_MAX = 60;

/**
 * Whether a licence lets others publish derivatives. Every licence of the list must be decided here
 * (a Record), so a licence added later (a -ND one) cannot slip through unchecked. Custom terms are
 * the creator's own words, which the platform cannot read for permission: only their creator may
 * declare a remix of such a model.
 */
export const LICENCE_ALLOWS_DERIVATIVES: Record<Licence, boolean> = {
  'CC-BY-4.0': true,
  'CC-BY-SA-4.0': true,
  'CC-BY-NC-4.0': true,
  CC0: true,
  Custom: false,
};

/**
 * The refusal, in a sentence naming the model and its licence; null when the licence allows remixes.
 * A licence the list does not know (a stored value from before a change of the list) is refused.
 */
export function licenceRefusal(source: { title: string; licence: string }): string | null {
  const licence = source.licence as Licence;
  if (LICENCE_ALLOWS_DERIVATIVES[licence] === true) return null;
  const name = LICENCE_LABELS[licence] ?? source.licence;
  return `"${source.title}" is under ${name}, which does not allow others to publish derivatives; ask its creator`;
}
