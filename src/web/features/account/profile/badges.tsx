import { BadgeCheck, ShieldCheck } from 'lucide-react';
import type { Role } from '../../../../shared/constants/roles';

const PILL = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function AdminBadge({ role }: { role: Role }) {
  return (
    <span className={`${PILL} border border-border bg-surface-muted text-fg`}>
      <ShieldCheck className="size-3.5 text-brand" aria-hidden="true" /> {role === 'super_admin' ? 'Super admin' : 'Admin'}
    </span>
  );
}

/** The verified creator badge on a profile's header (decision 077): an admin verified them. */
export function VerifiedCreatorBadge() {
  return (
    <span className={`${PILL} bg-brand-soft text-brand`}>
      <BadgeCheck className="size-3.5" aria-hidden="true" /> Verified creator
    </span>
  );
}
