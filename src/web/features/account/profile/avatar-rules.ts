import { AVATAR_MAX_BYTES } from '../../../../shared/constants/account-rules';

/** The server's limits (POST /api/account/avatar), checked here first so a wrong file fails at once. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const AVATAR_MAX_MB = AVATAR_MAX_BYTES / 1024 / 1024;

export function whyAvatarRejected(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'Avatar must be a JPG, PNG, WebP or GIF image.';
  if (file.size > AVATAR_MAX_BYTES) return `Avatar images can be at most ${AVATAR_MAX_MB} MB. This one is ${(file.size / 1024 / 1024).toFixed(1)} MB.`;
  if (file.size === 0) return 'That file is empty. Please choose another image.';
  return null;
}
