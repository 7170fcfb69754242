/**
 * A server refusal as people read it. The API names the field it refuses, for the developers who
 * call it ("Failed to block IP: reason: say why it is blocked", "pin: wrong PIN; 4 more wrong
 * tries lock withdrawals for 30 minutes"); the site shows the same reason without the field's
 * code name, in sentences ("Failed to block IP: say why it is blocked.", "Wrong PIN. 4 more wrong
 * tries lock withdrawals for 30 minutes."), and marks the field itself instead. A message that
 * names no field is shown word for word (SPEC's messages are exact).
 */
export interface PeopleMessage {
  text: string;
  /** The fields the reason named, top-level names first-seen order ("files.0.name" gives "files"). */
  fields: string[];
}

// "Failed to create withdrawal request: …": SPEC §8's lead, kept as it is.
const LEAD = /^(Failed to [^:]+: )(.*)$/s;
// A code name: lower-case first, no spaces, optionally a path ("files.0.name", "amount").
const NAMED = /^([a-z][A-Za-z0-9]*)((?:\.[A-Za-z0-9]+)*): (.+)$/s;
// "collectionId is required": a code name as the subject of a sentence.
const SUBJECT = /^([a-z][A-Za-z0-9]*) (is|are|must|cannot|needs|has) (.+)$/s;
const ACRONYMS = new Set(['ip', 'id', 'pin', 'pan', 'upi', 'url', 'otp', 'ifsc', 'cidr']);
// A file's name leads many refusals ("hollow.stl: This file contains no triangles…"): it is what
// the person chose, not a code name, and stays.
const FILE_EXTENSIONS = new Set(['stl', 'obj', '3mf', 'ply', 'glb', 'gltf', 'fbx', '3ds', 'dae', 'zip', 'jpg', 'jpeg', 'png', 'gif', 'webp', 'txt', 'csv', 'json', 'svg', 'pdf']);

/** "amount", "files.0", "files.0.name" are a field's path; "hollow.stl" or "front.png" is a file. */
function isFieldPath(path: string): boolean {
  const segments = path.split('.').slice(1);
  if (segments.length === 0) return true;
  return segments.some((segment) => /^\d+$/.test(segment)) && !FILE_EXTENSIONS.has(segments.at(-1)!.toLowerCase());
}

/** "upiId" → "UPI ID", "displayName" → "display name". */
function words(name: string): string {
  return name
    .split(/(?=[A-Z])/)
    .map((part) => (ACRONYMS.has(part.toLowerCase()) ? part.toUpperCase() : part.toLowerCase()))
    .join(' ');
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function peopleMessage(raw: string): PeopleMessage {
  const lead = LEAD.exec(raw);
  const reason = lead ? lead[2]! : raw;
  const fields: string[] = [];
  const parts = reason.split('; ').map((part) => {
    const named = NAMED.exec(part);
    if (named && isFieldPath(named[1]! + named[2]!)) {
      if (!fields.includes(named[1]!)) fields.push(named[1]!);
      return named[3]!;
    }
    const subject = SUBJECT.exec(part);
    // Only a name that reads as code ("collectionId", "ip"); "withdrawals are locked" is already words.
    if (!subject || !(/[A-Z]/.test(subject[1]!) || ACRONYMS.has(subject[1]!))) return part;
    if (!fields.includes(subject[1]!)) fields.push(subject[1]!);
    return `${words(subject[1]!)} ${subject[2]} ${subject[3]}`;
  });
  if (fields.length === 0) return { text: raw, fields };
  // After SPEC's lead the reason goes on in lower case, as the lead's own sentence; each one after starts anew.
  const sentences = parts.map((part, index) => (index === 0 && lead ? part : capital(part)));
  const text = sentences.map((part) => (/[.!?]$/.test(part) ? part : `${part}.`)).join(' ');
  return { text: `${lead ? lead[1] : ''}${text}`, fields };
}
