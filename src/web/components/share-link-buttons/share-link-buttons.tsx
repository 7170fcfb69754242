import { Link2, Megaphone, MessageCircle } from 'lucide-react';
import { Button } from '../ui/button';
import { copyText } from '../../lib/copy-text';
import { shareUrl, type ShareTarget } from '../../lib/share-links';
import { useFleetingNotice } from '../../lib/use-fleeting-notice';

/**
 * Copy a link, or hand it to WhatsApp or X: what people share most. The target is read when a
 * button is pressed (it may need the window's origin, which the server does not know).
 */
export function ShareLinkButtons({ target }: { target: () => ShareTarget }) {
  const [notice, setNotice] = useFleetingNotice();
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
