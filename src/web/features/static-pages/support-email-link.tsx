import { useSiteInfo } from '../../lib/site-info';

interface SupportEmailLinkProps {
  /** Pre-fills the subject line, so the message reaches the right person faster. */
  subject?: string;
}

/** The support address from the server configuration, as a mailto link. */
export function SupportEmailLink({ subject }: SupportEmailLinkProps) {
  const { supportEmail } = useSiteInfo();
  // Until the server answers we show words, never a guessed address.
  if (!supportEmail) return <span>our support e-mail address</span>;
  const href = `mailto:${supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return <a href={href}>{supportEmail}</a>;
}
