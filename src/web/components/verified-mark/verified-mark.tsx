import { BadgeCheck } from 'lucide-react';
import { cn } from '../ui/cn';

/**
 * The verified creator badge (issue 30, decision 077) beside a name: an admin verified this creator.
 * Shown wherever the public shapes say `isVerified`; a verified e-mail alone never shows it.
 */
export function VerifiedMark({ className }: { className?: string }) {
  return (
    <BadgeCheck role="img" aria-label="Verified creator" className={cn('size-4 shrink-0 text-brand', className)}>
      <title>Verified creator</title>
    </BadgeCheck>
  );
}

/** A name and, for a verified creator, the badge after it; the name truncates, the badge stays. */
export function NameWithMark({ name, verified, className }: { name: string; verified: boolean | undefined; className?: string }) {
  return (
    <span className={cn('flex min-w-0 items-center gap-1', className)}>
      <span className="truncate" title={name}>
        {name}
      </span>
      {verified && <VerifiedMark />}
    </span>
  );
}
