import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textProblem } from '../../shared/constants/text-rules';
import { createUser, type TestUser } from '../test/factories';
import { createModelViaApi } from '../test/model-factories';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 27 item 15: zero-width and right-to-left override characters made names and comments show
// something other than their letters. They are refused everywhere a client sends text; the joiners
// Indian scripts and emoji are written with are kept (decision 050).
let t: TestApp;
let person: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  person = await createUser(t);
});
afterAll(async () => t?.close());

const hidden = (name: string) => `must not contain invisible formatting characters (${name}), which can disguise what the text says`;

const REFUSED: [string, string][] = [
  ['Asha\u200bRao', 'U+200B zero-width space'],
  ['ad\u200dmin', 'U+200D zero-width joiner'],
  ['Asha\u200c', 'U+200C zero-width non-joiner'],
  ['photo\u202egpj.stl', 'U+202E right-to-left override'],
  ['\u202dAsha', 'U+202D left-to-right override'],
  ['\u202aAsha\u202c', 'U+202A left-to-right embedding'],
  ['\u2066Asha\u2069', 'U+2066 left-to-right isolate'],
  ['Asha\u2067', 'U+2067 right-to-left isolate'],
  ['Asha\u2068', 'U+2068 first strong isolate'],
  ['Asha\u200e', 'U+200E left-to-right mark'],
  ['Asha\u200f', 'U+200F right-to-left mark'],
  ['Asha\u061c', 'U+061C Arabic letter mark'],
  ['Asha\u2060Rao', 'U+2060 word joiner'],
  ['\ufeffAsha', 'U+FEFF zero-width no-break space'],
  ['Asha\u180eRao', 'U+180E Mongolian vowel separator'],
  ['👍\u200d', 'U+200D zero-width joiner'],
  ['ന്\u200d\u200d', 'U+200D zero-width joiner'],
];

const KEPT = [
  'അവന്\u200d വന്നു', // Malayalam: the older chillu spelling, virama and joiner
  'ന്\u200dറെ',
  'ಕನ್ನಡ ರ\u200d್ಯಾಲಿ', // Kannada: a joiner inside a conjunct
  'क्\u200dष', // Devanagari half form
  'प्र\u200cयोग', // Devanagari: a non-joiner between letters
  'می\u200cخواهم', // Persian: a non-joiner inside a word
  '👩\u200d💻 maker', // emoji sequences
  '🏳\ufe0f\u200d🌈',
  '👨\u200d👩\u200d👧',
  '🧑🏽\u200d🔧',
  'Plain text, नमस्ते, ಕನ್ನಡ, മലയാളം',
];

describe('invisible formatting characters', () => {
  it('are named in the message, each of them', () => {
    for (const [text, name] of REFUSED) expect(textProblem(text), JSON.stringify(text)).toBe(hidden(name));
  });

  it('are kept where Indian scripts, Persian and emoji are written with them', () => {
    for (const text of KEPT) expect(textProblem(text), text).toBeNull();
  });

  it('are refused in a display name, a bio, a comment and a sign-up name, naming the field, and nothing is written', async () => {
    const name = await person.client.call('updateProfile', { displayName: 'Asha\u202eahsA' });
    expect(name).toMatchObject({ status: 400, error: { message: `displayName: ${hidden('U+202E right-to-left override')}` } });
    const bio = await person.client.call('updateProfile', { bio: 'Maker\u200b of things' });
    expect(bio).toMatchObject({ status: 400, error: { message: `bio: ${hidden('U+200B zero-width space')}` } });
    const model = await createModelViaApi(person.client);
    const comment = await person.client.call('addComment', { modelId: model.id, body: 'Nice \u2066print\u2069' });
    expect(comment.status).toBe(400);
    expect(comment.error?.message).toContain(`body: ${hidden('U+2066 left-to-right isolate')}`);
    const signUp = await t.client().postJson('/api/auth/sign-up/email', { email: 'spoof@example.in', password: 'Kaveri-River-Bend-42', name: 'Support\u200bTeam', username: 'spoof_user' });
    expect(signUp).toMatchObject({ status: 400, body: { error: { message: `name: ${hidden('U+200B zero-width space')}` } } });
    const after = await person.client.call('getMyAccount', {});
    expect(after.result.account.displayName).toBe(person.user.displayName);
  });

  it('let Malayalam, Kannada and emoji names and comments through', async () => {
    const name = await person.client.call('updateProfile', { displayName: 'ന്\u200dറെ ಕನ್ನಡ 👩\u200d💻' });
    expect(name.status).toBe(200);
    expect((await person.client.call('getMyAccount', {})).result.account.displayName).toBe('ന്\u200dറെ ಕನ್ನಡ 👩\u200d💻');
    const model = await createModelViaApi(person.client);
    const comment = await person.client.call('addComment', { modelId: model.id, body: 'അവന്\u200d 🏳\ufe0f\u200d🌈 क्\u200dष' });
    expect(comment.status).toBe(200);
  });
});
