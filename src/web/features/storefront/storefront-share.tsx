import { Link2, Megaphone, MessageCircle } from 'lucide-react';
import { storefrontPath } from '../../../shared/storefront-path';
import type { StorefrontView } from '../../../shared/contracts/storefronts/storefronts';
import { Button } from '../../components/ui/button';
import { copyText } from '../../lib/copy-text';
import { shareUrl } from '../../lib/share-links';
import { useFleetingNotice } from '../../lib/use-fleeting-notice';

/** Copy the storefront's own address, or hand it to WhatsApp or X: what a shop owner shares most. */
export function StorefrontShare({ storefront }: { storefront: StorefrontView }) {
  const [notice, setNotice] = useFleetingNotice();
  const target = () => ({ url: window.location.origin + storefrontPath(storefront), title: storefront.name, image: null });
  const open = (platform: 'whatsapp' | 'x') => window.open(shareUrl(platform, target()), '_blank', 'noopener,noreferrer,width=640,height=640');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copyText(target().url).then((ok) => setNotice(ok ? 'Link copied to the clipboard.' : `Copy this link: ${target().url}`))}>
          <Link2 className="size-4" aria-hidden="true" /> Copy link
        </Button>
        <Button variant="secondary" size="sm" onClick={() => open('whatsapp')}>
          <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp
        </Button>
        <Button variant="secondary" size="sm" onClick={() => open('x')}>
          <Megaphone className="size-4" aria-hidden="true" /> X
        </Button>
      </div>
      <p role="status" className="text-sm break-all text-success empty:hidden">
        {notice}
      </p>
    </div>
  );
}
