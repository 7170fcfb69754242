import { matchPageRoute } from '../../shared/page-routes';
import type { ReportTargetKind } from '../../shared/constants/report-rules';

export interface ReportTarget {
  /** The link as a path on this site (path, query and fragment), so it survives a change of host name. */
  url: string;
  kind: ReportTargetKind;
  id: string | null;
}

const COMMENT_FRAGMENT = /^#comment-([A-Za-z0-9_-]{1,64})$/;
const MAKE_FRAGMENT = /^#make-([A-Za-z0-9_-]{1,64})$/;

/**
 * What a reported link points at, or null when it is not a page of this site. A path, or a full
 * address on the site's own origin; any other host is refused, so the form cannot be used to make
 * the moderators open links elsewhere. Comments are linked as their model's page with
 * `#comment-{id}` (the comment's anchor there), makes with `#make-{id}` (decision 090).
 */
export function resolveReportTarget(link: string, publicUrl: string): ReportTarget | null {
  const site = new URL(publicUrl);
  if (link.startsWith('//') || link.startsWith('\\')) return null;
  if (!link.startsWith('/') && !/^https?:\/\//i.test(link)) return null;
  if (!URL.canParse(link, site.href)) return null;
  const parsed = new URL(link, site);
  if (parsed.origin !== site.origin || parsed.username || parsed.password) return null;
  const url = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  const match = matchPageRoute(parsed.pathname);
  if (match?.route === '/model/:modelId' || match?.route === '/model/:slug/:modelId') {
    const comment = COMMENT_FRAGMENT.exec(parsed.hash);
    if (comment) return { url, kind: 'comment', id: comment[1]! };
    const make = MAKE_FRAGMENT.exec(parsed.hash);
    return make ? { url, kind: 'make', id: make[1]! } : { url, kind: 'model', id: match.params.modelId! };
  }
  if (match?.route === '/profile/:userId') return { url, kind: 'profile', id: match.params.userId! };
  return { url, kind: 'other', id: null };
}
