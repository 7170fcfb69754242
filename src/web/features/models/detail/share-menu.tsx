import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Link2, Mail, Megaphone, MessageCircle, MessagesSquare, Pin, Share2, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import type { SharePlatform } from '../../../../shared/constants/model-rules';
import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import { buttonClasses } from '../../../components/ui/button';
import { modelPath } from '../../../../shared/model-path';
import { copyText } from '../../../lib/copy-text';
import { shareUrl, type ShareTarget } from '../../../lib/share-links';
import { useFleetingNotice } from '../../../lib/use-fleeting-notice';
import { useRecordShare } from '../api/record-share';

const ITEMS: { platform: SharePlatform; label: string; icon: ComponentType<{ className?: string }> }[] = [
  { platform: 'copy', label: 'Copy link', icon: Link2 },
  { platform: 'whatsapp', label: 'WhatsApp', icon: MessageCircle },
  { platform: 'x', label: 'X', icon: Megaphone },
  { platform: 'facebook', label: 'Facebook', icon: Users },
  { platform: 'pinterest', label: 'Pinterest', icon: Pin },
  { platform: 'reddit', label: 'Reddit', icon: MessagesSquare },
  { platform: 'email', label: 'E-mail', icon: Mail },
];

const ITEM = 'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-fg outline-none data-[highlighted]:bg-surface-muted';
/** SPEC §2 share menu: each choice opens the platform (or copies the link) and is counted by the server. */
export function ShareMenu({ model, className }: { model: Pick<ModelDetail, 'id' | 'slug' | 'title' | 'thumbnail'>; className?: string }) {
  const record = useRecordShare(model.id);
  const [notice, setNotice] = useFleetingNotice();

  // Synchronous up to window.open: a pop-up opened after an await is blocked by browsers.
  function share(platform: SharePlatform) {
    // Read when used: the server renders this menu too, and has no window.
    const origin = window.location.origin;
    const target: ShareTarget = { url: origin + modelPath(model), title: model.title, image: model.thumbnail ? origin + model.thumbnail : null };
    if (platform === 'copy') {
      void copyText(target.url).then((copied) => {
        setNotice(copied ? 'Link copied to the clipboard.' : `Copy this link: ${target.url}`);
        if (copied) record.mutate('copy');
      });
      return;
    }
    const url = shareUrl(platform, target);
    if (platform === 'email') window.location.href = url;
    else window.open(url, '_blank', 'noopener,noreferrer,width=640,height=640');
    record.mutate(platform);
  }

  return (
    <div className={className}>
      <Menu.Root modal={false}>
        <Menu.Trigger className={buttonClasses('secondary', 'md', 'w-full')}>
          <Share2 className="size-4" aria-hidden="true" /> Share <ChevronDown className="size-4 text-fg-muted" aria-hidden="true" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content align="end" sideOffset={6} className="z-50 min-w-52 rounded-xl border border-border bg-surface p-1.5 shadow-lg">
            {ITEMS.map(({ platform, label, icon: Icon }) => (
              <Menu.Item key={platform} className={ITEM} onSelect={() => share(platform)}>
                <Icon className="size-4 text-fg-muted" aria-hidden="true" /> {label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <p role="status" className="mt-2 text-sm break-all text-success empty:hidden">
        {notice}
      </p>
    </div>
  );
}
