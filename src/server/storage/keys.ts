/**
 * The only place storage keys are built. Every part is checked against a strict pattern so a key
 * can never climb out of its folder, whichever driver stores it.
 */

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const MAX_KEY_LENGTH = 1024;

function id(value: string): string {
  if (!ID.test(value)) throw new Error(`Unsafe storage key part: ${JSON.stringify(value)}`);
  return value;
}

function fileName(value: string): string {
  if (!FILE_NAME.test(value) || value.includes('..')) {
    throw new Error(`Unsafe storage key part: ${JSON.stringify(value)}`);
  }
  return value;
}

/** Ends with `/`, so listing it never matches another user whose id shares a prefix. */
export function avatarPrefix(userId: string): string {
  return `avatars/${id(userId)}/`;
}

export function avatarKey(userId: string, name: string): string {
  return `${avatarPrefix(userId)}${fileName(name)}`;
}

/** A creator's storefront banners (decision 078). Ends with `/` like the others. */
export function storefrontPrefix(userId: string): string {
  return `storefronts/${id(userId)}/`;
}

export function storefrontKey(userId: string, name: string): string {
  return `${storefrontPrefix(userId)}${fileName(name)}`;
}

/** A member's make photos (decision 090): `{makeId}-{photoId}-{width}.webp`, so a make's photos share a prefix. */
export function makePhotoPrefix(userId: string): string {
  return `makes/${id(userId)}/`;
}

export function makePhotoKey(userId: string, name: string): string {
  return `${makePhotoPrefix(userId)}${fileName(name)}`;
}

/** Every model of one user: what goes when the account goes. Ends with `/` like the others. */
export function userModelsPrefix(userId: string): string {
  return `models/${id(userId)}/`;
}

/** Ends with `/`, so listing it never matches another model whose id shares a prefix. */
export function modelPrefix(userId: string, modelId: string): string {
  return `${userModelsPrefix(userId)}${id(modelId)}/`;
}

export function modelFileKey(userId: string, modelId: string, name: string): string {
  return `${modelPrefix(userId, modelId)}${fileName(name)}`;
}

export function modelPreviewKey(userId: string, modelId: string, name: string): string {
  return `${modelPrefix(userId, modelId)}previews/${fileName(name)}`;
}

/** Second line of defence in the drivers: refuses anything that could escape or alias a path. */
export function assertSafeKey(key: string): void {
  const bad =
    typeof key !== 'string' ||
    key.length === 0 ||
    key.length > MAX_KEY_LENGTH ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

/** Prefixes may end with `/` (a folder) or be empty (everything); otherwise they follow key rules. */
export function assertSafePrefix(prefix: string): void {
  if (prefix === '') return;
  assertSafeKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}
