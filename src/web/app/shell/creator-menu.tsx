import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CREATOR_TOOLS, hrefOf } from './nav-items';

/** SPEC §2 Creator dropdown: opens on hover as well as on click and keyboard. */
export function CreatorMenu({ uid }: { uid: string }) {
  const [open, setOpen] = useState(false);
  if (CREATOR_TOOLS.length === 0) return null;
  return (
    <Menu.Root open={open} onOpenChange={setOpen} modal={false}>
      <div onPointerEnter={() => setOpen(true)} onPointerLeave={() => setOpen(false)}>
        <Menu.Trigger className="flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-fg-muted hover:bg-surface-muted hover:text-fg">
          Creator <ChevronDown className="size-4" aria-hidden="true" />
        </Menu.Trigger>
        <Menu.Content align="start" sideOffset={4} className="z-50 min-w-48 rounded-xl border border-border bg-surface p-1.5 shadow-lg">
          {CREATOR_TOOLS.map((item) => (
            <Menu.Item key={item.label} asChild className="block rounded-md px-3 py-2 text-sm text-fg outline-none data-[highlighted]:bg-surface-muted">
              <Link to={hrefOf(item, uid)}>{item.label}</Link>
            </Menu.Item>
          ))}
        </Menu.Content>
      </div>
    </Menu.Root>
  );
}
