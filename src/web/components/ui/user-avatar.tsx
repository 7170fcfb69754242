import { cn } from './cn';

interface UserAvatarProps {
  name: string;
  photoURL: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-8 text-sm', md: 'size-12 text-lg', lg: 'size-24 text-3xl' };

/** The avatar image, else the first initial of the name (SPEC §2: fallback U). */
export function UserAvatar({ name, photoURL, size = 'sm', className }: UserAvatarProps) {
  const initial = (name.trim()[0] ?? 'U').toUpperCase();
  return photoURL ? (
    <img src={photoURL} alt="" className={cn('shrink-0 rounded-full object-cover', SIZES[size], className)} />
  ) : (
    // The initial is drawn from an attribute, not text, so it never joins the accessible name of a
    // button the avatar sits in (axe: label-content-name-mismatch).
    <span
      aria-hidden="true"
      data-initial={initial}
      className={cn('inline-flex shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-brand-fg before:content-[attr(data-initial)]', SIZES[size], className)}
    />
  );
}
