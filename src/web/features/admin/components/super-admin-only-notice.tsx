import { ScrollText } from 'lucide-react';

/** What an admin who is not a super admin sees in place of a super admin's tool (SPEC §6). */
export function SuperAdminOnlyNotice({ children }: { children: string }) {
  return (
    <p className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-5 text-fg">
      <ScrollText className="size-5 shrink-0 text-brand" aria-hidden="true" />
      {children}
    </p>
  );
}
