import { Link } from 'react-router';
import { PLATFORM_RECIPIENT_ID } from '../../../shared/constants/tip-rules';
import { TipButton } from '../../components/tip-button/tip-button';
import { MANAGE_COOKIES_ID, openCookieSettings } from '../../lib/cookie-consent';
import { useSiteInfo } from '../../lib/site-info';
import { BrandLogo } from './brand-logo';
import { FOOTER_LINKS, hrefOf } from './nav-items';

/** SPEC §1–§2 footer: the mission, made in Bengaluru, © 2025, the support address, a tip to the platform, the links, Manage Cookies. */
export function Footer() {
  const { supportEmail } = useSiteInfo();
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[2fr_3fr]">
        <div className="space-y-3">
          <BrandLogo />
          <p className="max-w-sm text-sm text-fg-muted">Our mission is to make 3D assets accessible to everyone: free to find, share and download, with creators supported directly by their community.</p>
          <p className="text-sm text-fg-muted">Made with care in Bengaluru, India.</p>
          {supportEmail && (
            <p className="text-sm text-fg-muted">
              Support:{' '}
              <a href={`mailto:${supportEmail}`} className="font-medium text-brand underline-offset-2 hover:underline">
                {supportEmail}
              </a>
            </p>
          )}
          {/* SPEC §1: the footer's tip goes to the platform itself. */}
          <div className="flex flex-wrap items-center gap-3 pt-1">
            <p className="text-sm text-fg-muted">Enjoying Meshmandi? Help keep it free.</p>
            <TipButton variant="small" creatorId={PLATFORM_RECIPIENT_ID} creatorName="Meshmandi" />
          </div>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap content-start gap-x-6 gap-y-3 text-sm md:justify-end">
          {FOOTER_LINKS.map((item) => (
            <Link key={item.label} to={hrefOf(item, undefined)} className="text-fg-muted hover:text-fg hover:underline">
              {item.label}
            </Link>
          ))}
          <button type="button" id={MANAGE_COOKIES_ID} onClick={openCookieSettings} className="text-fg-muted hover:text-fg hover:underline">
            Manage Cookies
          </button>
        </nav>
      </div>
      <div className="border-t border-border py-4 text-center text-xs text-fg-muted">© 2025 Meshmandi. All rights reserved.</div>
    </footer>
  );
}
